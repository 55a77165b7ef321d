package ruby

import "github.com/punch-dev/punch/compiler/values"

// SemanticPuppet::VersionRange's interval methods, as module code calls
// them (QA-FORGE-13 M6, QA-FORGE-14 V1; TestOracle semantic_puppet_range,
// recorded with semantic_puppet 1.0.4): begin, end, exclude_begin?,
// exclude_end? (nil for a range of several alternatives) and intersection
// (&). An open bound is Ruby's Version::MIN or MAX ("0.0.0-",
// "Infinity.0.0"), which Punch's versions cannot hold: reported as not
// supported.
func (in *Interp) defineVersionRangeBounds(vr *Module) {
	rangeOf := func(c *Call) *values.SemVerRange {
		pv, _ := pvOf(c.Self)
		r, _ := pv.(*values.SemVerRange)
		return r
	}
	bound := func(name string, f func(lo, hi *values.SemVer, loExcl, hiExcl bool) Value) {
		vr.DefineMethod(name, 0, 0, func(c *Call) (Value, error) {
			r := rangeOf(c)
			if r == nil {
				return nil, nil
			}
			lo, hi, loExcl, hiExcl, one := r.Bounds()
			if !one {
				return nil, nil
			}
			v := f(lo, hi, loExcl, hiExcl)
			if v == nil {
				return nil, c.In.unsupportedErr("SemanticPuppet::VersionRange#" + name + " of an open range (Version::MIN / MAX)")
			}
			return v, nil
		})
	}
	version := func(v *values.SemVer) Value {
		if v == nil {
			return nil
		}
		return in.puppetObject(*v)
	}
	bound("begin", func(lo, _ *values.SemVer, _, _ bool) Value { return version(lo) })
	bound("end", func(_, hi *values.SemVer, _, _ bool) Value { return version(hi) })
	bound("exclude_begin?", func(_, _ *values.SemVer, loExcl, _ bool) Value { return loExcl })
	bound("exclude_end?", func(_, _ *values.SemVer, _, hiExcl bool) Value { return hiExcl })
	vr.DefineMethod("intersection", 1, 1, func(c *Call) (Value, error) {
		r := rangeOf(c)
		pv, _ := pvOf(c.Args[0])
		o, ok := pv.(*values.SemVerRange)
		if r == nil || !ok {
			return nil, c.In.raise(cArgumentError, 0, "value must be a SemanticPuppet::VersionRange")
		}
		return c.In.puppetObject(r.Intersection(o)), nil
	})
	vr.Alias("&", "intersection")
}
