package catalog

// Release says that nothing will read the catalog again: the program that
// asked for it has written it (the served JSON), stored it (storeconfigs,
// the PuppetDB command) and keeps no part of it, its copies (ForAgent)
// included. The memory the compiler made it of (its resources, their
// parameter and tag lists, its edges) then goes to the compiler's next
// compile instead of to the collector. After Release the catalog must not
// be read: its resources may be another catalog's; in a test binary they
// read a marker text (compiler/eval's slab poison), which makes a reader
// that came too late show in the tests.
//
// A catalog nobody releases (punch compile, the tests, most callers) is
// reclaimed by the collector as any value. Release is idempotent and does
// nothing on a catalog the compiler did not make; it must not run while
// another goroutine reads the catalog.
func (c *Catalog) Release() {
	if r := c.release; r != nil {
		c.release = nil
		r()
	}
}

// SetRelease gives the catalog the function Release calls once (the
// compiler's; see Release). Copies of the catalog (ForAgent) do not carry
// it.
func (c *Catalog) SetRelease(f func()) { c.release = f }
