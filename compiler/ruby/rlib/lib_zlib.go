package rlib

import (
	_ "embed"
	"errors"
	"hash/crc32"

	"github.com/punch-dev/punch/compiler/ruby"
	"github.com/punch-dev/punch/compiler/ruby/rlib/zlib"
)

// Zlib is Ruby 3.1's zlib (2.1.1 over zlib 1.2.13): the checksums, the
// streams Zlib::Deflate and Zlib::Inflate (Go, over rlib/zlib, which
// makes zlib's own bytes), and zlib.rb's Ruby over them: Zlib.gzip and
// gunzip, GzipWriter and GzipReader on an IO (a StringIO mostly), the
// error classes. Puppet has zlib loaded: the first reference to Zlib
// loads it, as net/http (its Ruby costs an Interp nothing until used).
//
//go:embed zlib.rb
var zlibSource string

func init() {
	src := rubySource("zlib.rb", zlibSource)
	register(ruby.Library{Name: "zlib", Autoload: []string{"Zlib"}, Requires: []string{"stringio"}, Setup: func(in *ruby.Interp) error {
		setupZlib(in)
		return src(in)
	}}, false)
}

// zstream is a Zlib::ZStream's state (the Object's Data).
type zstream struct {
	def      *zlib.Deflater
	inf      *zlib.Inflater
	closed   bool
	totalIn  int64
	totalOut int64
	held     []byte // output made by << for the next call to return
}

// maxInflate bounds what Zlib::Inflate decodes: a String's most.
const maxInflate = 64 << 20

func setupZlib(in *ruby.Interp) {
	m := in.DefineModule(nil, "Zlib")
	sum := func(name string, start uint32, f func(string, uint32) uint32) {
		m.DefineSingletonMethod(name, 0, 2, func(c *ruby.Call) (ruby.Value, error) {
			data := ""
			if len(c.Args) > 0 && c.Args[0] != nil {
				s, err := str(c.In, c.Args[0])
				if err != nil {
					return nil, err
				}
				data = s
			}
			init := start
			if len(c.Args) > 1 {
				n, err := c.In.ExpectInt(c.Args[1])
				if err != nil {
					return nil, err
				}
				init = uint32(n)
			}
			return int64(f(data, init)), nil
		})
	}
	sum("crc32", 0, zlib.CRC32)
	sum("adler32", 1, zlib.Adler32)
	m.DefineSingletonMethod("crc_table", 0, 0, func(c *ruby.Call) (ruby.Value, error) {
		out := make([]ruby.Value, 256)
		for i, v := range crc32.IEEETable {
			out[i] = int64(v)
		}
		return ruby.NewArray(out), nil
	})

	zs := in.DefineClass(m, "ZStream", nil)
	def := in.DefineClass(m, "Deflate", zs)
	inf := in.DefineClass(m, "Inflate", zs)

	intArg := func(c *ruby.Call, i int, dflt int) (int, error) {
		if len(c.Args) <= i || c.Args[i] == nil {
			return dflt, nil
		}
		n, err := c.In.ExpectInt(c.Args[i])
		return int(n), err
	}
	newDeflater := func(c *ruby.Call, off int) (*zlib.Deflater, error) {
		var p [4]int
		for i, d := range []int{-1, 15, 8, 0} {
			n, err := intArg(c, off+i, d)
			if err != nil {
				return nil, err
			}
			p[i] = n
		}
		d, err := zlib.NewDeflater(p[0], p[1], p[2], p[3])
		if err != nil {
			return nil, zlibErr(c.In, err)
		}
		return d, nil
	}
	newInflater := func(c *ruby.Call) (*zlib.Inflater, error) {
		wbits, err := intArg(c, 0, 15)
		if err != nil {
			return nil, err
		}
		f, err := zlib.NewInflater(wbits)
		if err != nil {
			return nil, zlibErr(c.In, err)
		}
		f.MaxOut = maxInflate
		return f, nil
	}

	def.DefineMethod("initialize", 0, 4, func(c *ruby.Call) (ruby.Value, error) {
		d, err := newDeflater(c, 0)
		if err != nil {
			return nil, err
		}
		setData(c.Self, &zstream{def: d})
		return nil, nil
	})
	inf.DefineMethod("initialize", 0, 1, func(c *ruby.Call) (ruby.Value, error) {
		f, err := newInflater(c)
		if err != nil {
			return nil, err
		}
		setData(c.Self, &zstream{inf: f})
		return nil, nil
	})
	def.DefineSingletonMethod("deflate", 1, 2, func(c *ruby.Call) (ruby.Value, error) {
		s, err := str(c.In, c.Args[0])
		if err != nil {
			return nil, err
		}
		cc := *c
		cc.Args = c.Args[1:]
		d, err := newDeflater(&cc, 0)
		if err != nil {
			return nil, err
		}
		out := d.Deflate([]byte(s), zlib.Finish)
		return ruby.NewBinaryString(out), nil
	})
	inf.DefineSingletonMethod("inflate", 1, 1, func(c *ruby.Call) (ruby.Value, error) {
		s, err := str(c.In, c.Args[0])
		if err != nil {
			return nil, err
		}
		f, err := zlib.NewInflater(15)
		if err != nil {
			return nil, zlibErr(c.In, err)
		}
		f.MaxOut = maxInflate
		out, err := f.Inflate([]byte(s))
		if err != nil {
			return nil, zlibErr(c.In, err)
		}
		if !f.Finished() {
			return nil, c.In.Raise("Zlib::BufError", "buffer error")
		}
		return ruby.NewBinaryString(out), nil
	})
	m.DefineSingletonMethod("deflate", 1, 2, func(c *ruby.Call) (ruby.Value, error) {
		return c.In.CallMethod(def, "deflate", c.Args...)
	})
	m.DefineSingletonMethod("inflate", 1, 1, func(c *ruby.Call) (ruby.Value, error) {
		return c.In.CallMethod(inf, "inflate", c.Args...)
	})

	// run feeds the stream (deflate with a flush mode, or inflate) and
	// detaches the output unless keep (Ruby's <<).
	run := func(c *ruby.Call, src string, flush int, keep bool) (ruby.Value, error) {
		z, err := ready(c)
		if err != nil {
			return nil, err
		}
		if z.def != nil {
			z.def.Run([]byte(src), flush)
			z.totalIn, z.totalOut = z.def.TotalIn(), z.def.TotalOut()
			if keep {
				return c.Self, nil
			}
			return ruby.NewBinaryString(z.def.Detach()), nil
		}
		out, err := z.inf.Inflate([]byte(src))
		if z.inf.Finished() {
			z.totalIn = z.inf.TotalIn
		} else {
			z.totalIn += int64(len(src))
		}
		if err == nil && flush == zlib.Finish && !z.inf.Finished() {
			err = errBufError
		}
		if err != nil {
			return nil, zlibErr(c.In, err)
		}
		z.totalOut += int64(len(out))
		z.held = append(z.held, out...)
		if keep {
			return c.Self, nil
		}
		out = z.held
		z.held = nil
		return ruby.NewBinaryString(out), nil
	}
	srcArg := func(c *ruby.Call) (string, error) {
		if len(c.Args) == 0 || c.Args[0] == nil {
			return "", nil
		}
		return str(c.In, c.Args[0])
	}
	def.DefineMethod("deflate", 1, 2, func(c *ruby.Call) (ruby.Value, error) {
		s, err := srcArg(c)
		if err != nil {
			return nil, err
		}
		flush, err := intArg(c, 1, zlib.NoFlush)
		if err != nil {
			return nil, err
		}
		if c.Args[0] == nil {
			flush = zlib.Finish
		}
		if flush == zlib.NoFlush && s == "" {
			// Ruby runs nothing then, and returns what << made
			return run(c, "", zlib.NoFlush, false)
		}
		return run(c, s, flush, false)
	})
	def.DefineMethod("flush", 0, 1, func(c *ruby.Call) (ruby.Value, error) {
		flush, err := intArg(c, 0, zlib.SyncFlush)
		if err != nil {
			return nil, err
		}
		if flush == zlib.NoFlush {
			z, err := ready(c)
			if err != nil {
				return nil, err
			}
			return ruby.NewBinaryString(z.def.Detach()), nil
		}
		return run(c, "", flush, false)
	})
	inf.DefineMethod("inflate", 1, 2, func(c *ruby.Call) (ruby.Value, error) {
		s, err := srcArg(c)
		if err != nil {
			return nil, err
		}
		return run(c, s, zlib.NoFlush, false)
	})
	for _, cls := range []*ruby.Module{def, inf} {
		// << keeps what it makes for the next call that returns output
		cls.DefineMethod("<<", 1, 1, func(c *ruby.Call) (ruby.Value, error) {
			s, err := srcArg(c)
			if err != nil {
				return nil, err
			}
			return run(c, s, zlib.NoFlush, true)
		})
	}
	zs.DefineMethod("finish", 0, 0, func(c *ruby.Call) (ruby.Value, error) {
		return run(c, "", zlib.Finish, false)
	})
	zs.DefineMethod("flush_next_out", 0, 0, func(c *ruby.Call) (ruby.Value, error) {
		z, err := ready(c)
		if err != nil {
			return nil, err
		}
		if z.def != nil {
			return ruby.NewBinaryString(z.def.Detach()), nil
		}
		out := z.held
		z.held = nil
		return ruby.NewBinaryString(out), nil
	})
	for _, n := range []string{"close", "end"} {
		zs.DefineMethod(n, 0, 0, func(c *ruby.Call) (ruby.Value, error) {
			z, err := ready(c)
			if err != nil {
				return nil, err
			}
			z.closed = true
			return nil, nil
		})
	}
	for _, n := range []string{"closed?", "ended?"} {
		zs.DefineMethod(n, 0, 0, func(c *ruby.Call) (ruby.Value, error) {
			z := data(c.Self)
			return z == nil || z.closed, nil
		})
	}
	for _, n := range []string{"finished?", "stream_end?"} {
		zs.DefineMethod(n, 0, 0, func(c *ruby.Call) (ruby.Value, error) {
			z, err := ready(c)
			if err != nil {
				return nil, err
			}
			if z.def != nil {
				return z.def.Finished(), nil
			}
			return z.inf.Finished(), nil
		})
	}
	zs.DefineMethod("total_in", 0, 0, func(c *ruby.Call) (ruby.Value, error) {
		z, err := ready(c)
		if err != nil {
			return nil, err
		}
		return z.totalIn, nil
	})
	zs.DefineMethod("total_out", 0, 0, func(c *ruby.Call) (ruby.Value, error) {
		z, err := ready(c)
		if err != nil {
			return nil, err
		}
		return z.totalOut, nil
	})
	zs.DefineMethod("data_type", 0, 0, func(c *ruby.Call) (ruby.Value, error) {
		if _, err := ready(c); err != nil {
			return nil, err
		}
		return int64(2), nil
	})
	zs.DefineMethod("adler", 0, 0, func(c *ruby.Call) (ruby.Value, error) {
		z, err := ready(c)
		if err != nil {
			return nil, err
		}
		if z.def != nil {
			return int64(z.def.Adler()), nil
		}
		return nil, c.In.Unsupported("Zlib::Inflate#adler")
	})
	for _, n := range []string{"params", "set_dictionary", "reset"} {
		zs.DefineMethod(n, 0, -1, func(c *ruby.Call) (ruby.Value, error) {
			return nil, c.In.Unsupported("Zlib::ZStream#" + c.Name)
		})
	}
	inf.DefinePrivateMethod("__unused", 0, 0, func(c *ruby.Call) (ruby.Value, error) {
		z, err := ready(c)
		if err != nil {
			return nil, err
		}
		if !z.inf.Finished() || len(z.inf.Rest()) == 0 {
			return nil, nil
		}
		return ruby.NewBinaryString(z.inf.Rest()), nil
	})
}

var errBufError = errors.New("buffer error")

func setData(v ruby.Value, z *zstream) {
	if o, ok := v.(*ruby.Object); ok {
		o.Data = z
	}
}

func data(v ruby.Value) *zstream {
	if o, ok := v.(*ruby.Object); ok {
		if z, ok := o.Data.(*zstream); ok {
			return z
		}
	}
	return nil
}

// ready is the stream of an open Zlib::ZStream (Zlib::Error "stream is
// not ready" once closed, as Ruby's).
func ready(c *ruby.Call) (*zstream, error) {
	z := data(c.Self)
	if z == nil || z.closed {
		return nil, c.In.Raise("Zlib::Error", "stream is not ready")
	}
	return z, nil
}

// zlibErr raises zlib's error as Ruby's zlib does.
func zlibErr(in *ruby.Interp, err error) error {
	var de *zlib.DataError
	switch {
	case errors.As(err, &de):
		return in.Raise("Zlib::DataError", de.Msg)
	case errors.Is(err, zlib.ErrStream):
		return in.Raise("Zlib::StreamError", "stream error")
	case errors.Is(err, errBufError):
		return in.Raise("Zlib::BufError", "buffer error")
	case errors.Is(err, zlib.ErrNeedDict):
		return in.Raise("Zlib::NeedDict", "need dictionary")
	case errors.Is(err, zlib.ErrTooLarge):
		return in.LimitError("Zlib::Inflate: the data decodes to more than 64 MiB (a Ruby String's most)")
	}
	return err
}
