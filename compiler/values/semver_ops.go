package values

import "strings"

// Bounds is SemanticPuppet's VersionRange#begin, #end, #exclude_begin? and
// #exclude_end? of a range that is one interval (one is false for a range
// of several alternatives, where Ruby answers nil); lo or hi is nil where
// the interval is open (Ruby's Version::MIN, Version::MAX).
func (r *SemVerRange) Bounds() (lo, hi *SemVer, loExcl, hiExcl, one bool) {
	if len(r.ranges) != 1 {
		return nil, nil, false, false, false
	}
	s := r.ranges[0]
	return s.lo, s.hi, s.loExcl, s.hiExcl, true
}

// matchNothing is VersionRange::EMPTY_RANGE's one range, <0.0.0.
var matchNothing = simpleRange{hi: &SemVer{}, hiExcl: true}

// Intersection is VersionRange#intersection (&): each alternative of r
// narrowed by each of o, the empty ones and repeats left out, written as
// their bounds (">=1.0.0 <1.5.0", an exact version where the bounds meet);
// no common version is EMPTY_RANGE, "<0.0.0". Alternatives that overlap
// are kept apart (Ruby's VersionRange.new merges them).
func (r *SemVerRange) Intersection(o *SemVerRange) *SemVerRange {
	var out []simpleRange
	for _, a := range r.ranges {
		for _, b := range o.ranges {
			x := a.intersect(b)
			if x.lo != nil && x.hi != nil {
				c := x.lo.Compare(*x.hi)
				if c > 0 || c == 0 && (x.loExcl || x.hiExcl) {
					continue
				}
			}
			if !containsRange(out, x) {
				out = append(out, x)
			}
		}
	}
	if len(out) == 0 {
		out = []simpleRange{matchNothing}
	}
	parts := make([]string, len(out))
	for i, s := range out {
		parts[i] = s.String()
	}
	return &SemVerRange{src: strings.Join(parts, " || "), ranges: out}
}

// containsRange reports whether rs holds a range with x's bounds.
func containsRange(rs []simpleRange, x simpleRange) bool {
	same := func(a, b *SemVer) bool { return a == nil && b == nil || a != nil && b != nil && *a == *b }
	for _, s := range rs {
		if same(s.lo, x.lo) && same(s.hi, x.hi) && s.loExcl == x.loExcl && s.hiExcl == x.hiExcl && s.all == x.all {
			return true
		}
	}
	return false
}
