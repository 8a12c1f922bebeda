// made-up source for PortMapTest, a later version
#include "mwDemo.h"

/* adds */
int mwDemo::add(int a,
                int b)
{
        return a+b;   // sum of both
}

void mwDemo::scale(float f)
{
   x *= f * 2;
}

float mwDemo::speed(float v)
{
   return v / 2.0f;
}
