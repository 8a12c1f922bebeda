// made-up source for PortMapTest
void mwGone::tick(void)
{
   n++;
}
