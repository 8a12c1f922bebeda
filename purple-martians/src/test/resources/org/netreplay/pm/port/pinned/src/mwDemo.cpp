// made-up source for PortMapTest
#include "mwDemo.h"

int mwDemo::add(int a, int b)
{
   return a + b; // the sum
}

void mwDemo::scale(float f) { x *= f; }

float mwDemo::speed(int v)
{
   return v / 2.0f;
}

void mwDemo::draw(void)
{
   if (x) { printf("{ a brace in a string"); }
   /* } a brace in a comment */
}
