package ruby

import (
	"math/big"
	"strings"

	"github.com/punch-dev/punch/compiler/values"
)

// Puppet's value helpers module code calls to print and read values
// (QA-FORGE-14 U1), each over the rule the compile itself uses:
//
//	Puppet::Pops::Types::StringConverter.convert(v, '%p')  # String.new(v, format): values.StringFormat
//	Puppet::Pops::Types::TypeFormatter.string(v)          # v as Puppet writes it: '%p'
//	Puppet::Pops::Utils.to_n('0x1f')                       # Puppet's arithmetic on Strings: values.ArithmeticOperand
//	Puppet::Pops::Utils.to_n_with_radix('0777')            # [511, 8]

func (in *Interp) definePopsUtil() {
	types := in.puppetModule("Puppet::Pops::Types")

	conv := in.DefineClass(types, "StringConverter", nil)
	in.DefineClass(conv, "FormatError", in.classByName("ArgumentError"))
	in.keep("stringConverterObj", &Object{class: conv})
	convert := func(c *Call) (Value, error) {
		v, err := c.In.toPuppet(c.Args[0])
		if err != nil {
			return nil, err
		}
		var f values.Value
		if len(c.Args) > 1 && c.Args[1] != Symbol("default") {
			if f, err = c.In.toPuppet(c.Args[1]); err != nil {
				return nil, err
			}
		}
		s, err := values.StringFormat(v, f)
		if err != nil {
			return nil, c.In.formatError(err)
		}
		return NewString(s), nil
	}
	conv.singletonClass().DefineMethod("convert", 1, 2, convert)
	conv.DefineMethod("convert", 1, 2, convert)
	conv.singletonClass().DefineMethod("singleton", 0, 0, func(c *Call) (Value, error) { return c.In.kept("stringConverterObj"), nil })

	// TypeFormatter#string(v): a type as Puppet writes it, any other value
	// as String.new(v, '%p') writes it ('x' quoted, undef, nested
	// collections, a Hash with ' => ')
	tf := in.DefineClass(types, "TypeFormatter", nil)
	in.keep("typeFormatterObj", &Object{class: tf})
	str := func(c *Call) (Value, error) {
		v, err := c.In.toPuppet(c.Args[0])
		if err != nil {
			return nil, err
		}
		if t, ok := v.(values.Type); ok {
			return NewString(t.String()), nil
		}
		if sym, ok := c.Args[0].(Symbol); ok {
			// a Symbol is written as its name
			return NewString(string(sym)), nil
		}
		s, err := values.StringFormat(v, "%p")
		if err != nil {
			return nil, c.In.formatError(err)
		}
		return NewString(s), nil
	}
	tf.singletonClass().DefineMethod("string", 1, 1, str)
	tf.DefineMethod("string", 1, 1, str)
	tf.singletonClass().DefineMethod("singleton", 0, 0, func(c *Call) (Value, error) { return c.In.kept("typeFormatterObj"), nil })
	tf.singletonClass().DefineMethod("new", 0, 0, func(c *Call) (Value, error) { return c.In.kept("typeFormatterObj"), nil })

	utils := in.puppetModule("Puppet::Pops::Utils")
	// to_n and to_n_with_radix: a Numeric as it is, a String by
	// Patterns::NUMERIC (a leading '::' ignored, an integer past 64 bits
	// a Bignum as Ruby's Integer() makes it), anything else nil
	number := func(c *Call) (n Value, radix int64) {
		switch x := c.Args[0].(type) {
		case int64, float64, *big.Int:
			return x, 10
		case *String:
			pv, err := values.ArithmeticOperand(x.String())
			if err != nil {
				return nil, 0
			}
			if b, ok := pv.(*big.Int); ok {
				// past 64 bits: the Bignum Ruby's Integer() makes
				return b, numericRadix(x.String())
			}
			return c.In.fromPuppet(pv), numericRadix(x.String())
		}
		return nil, 0
	}
	utils.DefineSingletonMethod("to_n", 1, 1, func(c *Call) (Value, error) {
		n, _ := number(c)
		return n, nil
	})
	utils.DefineSingletonMethod("to_n_with_radix", 1, 1, func(c *Call) (Value, error) {
		n, radix := number(c)
		if n == nil {
			return nil, nil
		}
		return &Array{a: []Value{n, radix}}, nil
	})
}

// numericRadix is the radix Utils.to_n_with_radix tells for a String that
// is a number: 16 for 0x, 8 for a leading 0 before more digits, else 10
// (a Float's too).
func numericRadix(s string) int64 {
	m := puppetNumeric.FindStringSubmatch(strings.TrimPrefix(s, "::"))
	switch {
	case m == nil || m[5] != "":
		return 10
	case m[3] != "":
		return 16
	case len(m[4]) > 1 && m[4][0] == '0':
		return 8
	}
	return 10
}

// formatError is a StringConverter error as Ruby sees it: a format that
// does not apply to the value's type is StringConverter::FormatError (an
// ArgumentError), any other (a format Puppet cannot read) ArgumentError.
func (in *Interp) formatError(err error) error {
	if strings.HasPrefix(err.Error(), "Illegal format ") {
		return in.raise("Puppet::Pops::Types::StringConverter::FormatError", 0, "%s", err.Error())
	}
	return in.raise(cArgumentError, 0, "%s", err.Error())
}
