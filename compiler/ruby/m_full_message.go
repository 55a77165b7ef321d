package ruby

import (
	"strconv"
	"strings"
)

// Exception#full_message as Ruby 3.1 writes it without highlighting
// (eval_error.c's rb_error_write; RUBY-21, QA-FORGE-16 F1): the first
// backtrace line, the message's first line and the class, the rest of
// the message, then the other backtrace lines ("\tfrom ...", or with
// order: :bottom numbered under "Traceback (most recent call last):").
// Checked against Ruby 3.1 by TestOracle full_message.

func init() {
	bException.def("full_message", 0, 1, func(c *Call) (Value, error) {
		bottom := false
		if len(c.Args) == 1 {
			opts, ok := c.Args[0].(*Hash)
			if !ok {
				return nil, c.In.raise(cArgumentError, 0, "wrong number of arguments (given 1, expected 0)")
			}
			if v, ok := opts.get(Symbol("order")); ok && v != nil {
				switch v {
				case Symbol("top"):
				case Symbol("bottom"):
					bottom = true
				default:
					return nil, c.In.raise(cArgumentError, 0, "expected :top or :bottom as order: %s", c.In.inspect(v))
				}
			}
		}
		o := c.Self.(*Object)
		var bt []string
		if d, ok := o.Data.(*excData); ok {
			bt = d.bt
		}
		return NewString(c.In.fullMessage(o, bt, bottom)), nil
	})
}

func (in *Interp) fullMessage(o *Object, bt []string, bottom bool) string {
	var b strings.Builder
	head := ""
	if len(bt) > 0 {
		head = bt[0]
	} else {
		head = in.btLine(in.file, in.pos, "full_message")
	}
	if bottom {
		b.WriteString("Traceback (most recent call last):\n")
		w := len(strconv.Itoa(len(bt) - 1))
		for i := len(bt) - 1; i >= 1; i-- {
			n := strconv.Itoa(i)
			b.WriteString("\t" + strings.Repeat(" ", w-len(n)) + n + ": from " + bt[i] + "\n")
		}
	}
	b.WriteString(head + ": ")
	msg := in.excMessage(o)
	if msg == "" {
		b.WriteString("unhandled exception\n")
	} else {
		first, tail, more := strings.Cut(msg, "\n")
		b.WriteString(first + " (" + in.modName(o.class) + ")\n")
		if more && tail != "" {
			b.WriteString(tail)
			if !strings.HasSuffix(tail, "\n") {
				b.WriteByte('\n')
			}
		}
	}
	if !bottom {
		for _, l := range bt[min(1, len(bt)):] {
			b.WriteString("\tfrom " + l + "\n")
		}
	}
	return b.String()
}
