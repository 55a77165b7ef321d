package ruby

import (
	"context"
	"math"
	"math/big"
	"time"
)

// Kernel#sleep and Timeout.timeout in module Ruby. A sleep waits on the
// compile's context: its cancellation or deadline ends it at once (as
// Punch's limit error), so a sleep counts against the compile's time
// limit; a compile without a deadline bounds one sleep at maxSleep, as
// its commands are bounded. Timeout.timeout(sec) runs its block under a
// context with that deadline (Interp.ctx, which checkLimits reads every
// 1024 evaluation steps, in a sleep and in a command; an HTTP wait ends at
// it too, with the error of its own, not checked here): when it passes,
// checkLimits raises in the block what Ruby's timer thread would, once:
// without a class, Timeout::Error "execution expired", which code in the
// block cannot rescue (timeout 0.2.0 throws it to the timeout's frame;
// ensure clauses run) and which the timeout raises from its caller; with
// a class, that class with the message, raised in the block (rescuable
// there), as Ruby's. TestOracle sleep_timeout.

// maxSleep bounds a sleep of a compile without a deadline.
const maxSleep = executeTimeout

// rubyTimeout is one running Timeout.timeout: its context (a value of
// ctx and of the contexts made under it) and the context it was made in.
type rubyTimeout struct {
	ctx, parent context.Context
	klass       Value // nil: Timeout::Error, thrown to the timeout's frame
	message     string
	fired       bool
}

type timeoutKey struct{}

// timeoutOf is the innermost Timeout.timeout whose context ctx is.
func timeoutOf(ctx context.Context) *rubyTimeout {
	t, _ := ctx.Value(timeoutKey{}).(*rubyTimeout)
	return t
}

// timeoutExpired ends a Timeout.timeout block without a class: no
// rescue catches it; the timeout's frame turns it into Timeout::Error.
type timeoutExpired struct{ t *rubyTimeout }

func (e *timeoutExpired) Error() string { return "execution expired" }

// timeoutFired is checkLimits' answer when in.ctx is done: the error of
// the outermost Timeout.timeout whose own deadline passed (nil once it
// was raised: the block's rescue and ensure code runs on), or, when the
// compile's own context is done, false (its limit error).
func (in *Interp) timeoutFired() (error, bool) {
	for t := timeoutOf(in.ctx); t != nil; t = timeoutOf(t.parent) {
		if t.parent.Err() != nil {
			continue
		}
		if t.fired {
			return nil, true
		}
		t.fired = true
		in.ctx = t.parent
		if t.klass == nil {
			return &timeoutExpired{t}, true
		}
		_, err := in.callMethod(in.mainObj, "raise", []Value{t.klass, NewString(t.message)}, nil, nil, true)
		return err, true
	}
	return nil, false
}

// Timeout is Timeout.timeout(sec, klass = nil, message = nil) { |sec| }
// (rlib's timeout library defines it with this).
func Timeout(c *Call) (Value, error) {
	in := c.In
	if c.Block == nil {
		return nil, in.raise(cLocalJumpError, 0, "no block given (yield)")
	}
	sec := c.Args[0]
	if sec == nil {
		return in.yield1(c.Block, sec)
	}
	d, err := in.timeInterval(sec, true)
	if err != nil {
		return nil, err
	}
	if d == 0 {
		return in.yield1(c.Block, sec)
	}
	if in.ctx == nil {
		in.ctx = context.Background()
	}
	t := &rubyTimeout{parent: in.ctx, message: "execution expired"}
	if len(c.Args) > 1 {
		t.klass = c.Args[1]
	}
	if len(c.Args) > 2 && c.Args[2] != nil {
		if t.message, err = in.strArg(c.Args[2], 0); err != nil {
			return nil, err
		}
	}
	ctx, cancel := context.WithTimeout(context.WithValue(in.ctx, timeoutKey{}, t), d)
	t.ctx = ctx
	in.ctx = ctx
	v, err := in.yield1(c.Block, sec)
	in.ctx = t.parent
	cancel()
	if e, ok := err.(*timeoutExpired); ok && e.t == t {
		return nil, in.raise("Timeout::Error", 0, "%s", t.message)
	}
	return v, err
}

// timeInterval is sleep's argument as a duration (Ruby's time interval:
// an Integer, Float or Rational, not negative). For a timeout (Timeout's
// seconds) a negative interval has passed already.
func (in *Interp) timeInterval(v Value, timeout bool) (time.Duration, error) {
	var f float64
	switch x := v.(type) {
	case int64:
		f = float64(x)
	case float64:
		if math.IsNaN(x) || math.IsInf(x, 0) {
			return 0, in.raise(cRangeError, 0, "%s out of Time range", formatFloat(x))
		}
		f = x
	case *big.Int:
		return 0, in.raise(cRangeError, 0, "bignum too big to convert into `long'")
	default:
		r, ok := ratOf(v)
		if !ok {
			return 0, in.raise(cTypeError, 0, "can't convert %s into time interval", in.className(v))
		}
		f = ratFloat(r)
	}
	switch {
	case f < 0 && timeout:
		return time.Nanosecond, nil
	case f < 0:
		return 0, in.raise(cArgumentError, 0, "time interval must not be negative")
	case f >= float64(math.MaxInt64)/1e9:
		return math.MaxInt64, nil
	}
	return time.Duration(f * 1e9), nil
}

func init() {
	bKernel.modfn("sleep", 0, 1, func(c *Call) (Value, error) {
		in := c.In
		d := time.Duration(math.MaxInt64)
		if len(c.Args) > 0 {
			var err error
			if d, err = in.timeInterval(c.Args[0], false); err != nil {
				return nil, err
			}
		}
		begin := time.Now().Unix()
		if in.ctx == nil {
			in.ctx = context.Background()
		}
		bounded := false
		if _, ok := in.ctx.Deadline(); !ok && d > maxSleep {
			d, bounded = maxSleep, true
		}
		if d > 0 {
			tm := time.NewTimer(d)
			select {
			case <-tm.C:
			case <-in.ctx.Done():
				tm.Stop()
				if err := in.checkLimits(); err != nil {
					return nil, err
				}
			}
		}
		if bounded {
			return nil, &fatalErr{class: "Punch::LimitError", msg: "Kernel#sleep did not end within " + maxSleep.String() + " (a compile without a deadline)", file: in.file, pos: in.pos}
		}
		return time.Now().Unix() - begin, nil
	})
}
