package ruby

// String methods of Ruby's byte-level API that library code (rlib's zlib.rb,
// module Ruby reading binary formats) uses: getbyte and setbyte.

func init() {
	bString.def("getbyte", 1, 1, func(c *Call) (Value, error) {
		s := c.Self.(*String)
		i, err := c.In.intArg(c.Args[0], 0)
		if err != nil {
			return nil, err
		}
		if i < 0 {
			i += int64(len(s.s))
		}
		if i < 0 || i >= int64(len(s.s)) {
			return nil, nil
		}
		return int64(s.s[i]), nil
	})
	bString.def("setbyte", 2, 2, func(c *Call) (Value, error) {
		s := c.Self.(*String)
		i, err := c.In.intArg(c.Args[0], 0)
		if err != nil {
			return nil, err
		}
		b, err := c.In.intArg(c.Args[1], 0)
		if err != nil {
			return nil, err
		}
		if err := c.In.checkFrozen(s, s.frozen, 0); err != nil {
			return nil, err
		}
		n := int64(len(s.s))
		j := i
		if j < 0 {
			j += n
		}
		if j < 0 || j >= n {
			return nil, c.In.raise(cIndexError, 0, "index %d out of string", i)
		}
		buf := []byte(s.s)
		buf[j] = byte(b)
		s.s = string(buf)
		return c.Args[1], nil
	})
}
