package values

import (
	"cmp"
	"strconv"
	"strings"

	"github.com/punch-dev/punch/compiler/util/lazyre"
	"github.com/punch-dev/punch/compiler/util/rubystr"
)

// SemVer is a semantic version (Puppet's SemVer values, SemanticPuppet's
// Version). Pre and Build are the dot-separated identifiers after "-" and
// "+", "" when absent.
type SemVer struct {
	Major, Minor, Patch uint64
	Pre, Build          string
}

var semverRx = lazyre.New(`^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-([0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*))?(?:\+([0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*))?\n?$`)

// ParseSemVer parses "1.2.3", "1.2.3-rc.1+build.5".
func ParseSemVer(s string) (SemVer, error) {
	m := semverRx.FindStringSubmatch(s)
	if m == nil {
		return SemVer{}, errorf("Unable to parse '%s' as a semantic version identifier", s)
	}
	var v SemVer
	var err error
	if v.Major, err = strconv.ParseUint(m[1], 10, 64); err != nil {
		return SemVer{}, errorf("Unable to parse '%s' as a semantic version identifier", s)
	}
	if v.Minor, err = strconv.ParseUint(m[2], 10, 64); err != nil {
		return SemVer{}, errorf("Unable to parse '%s' as a semantic version identifier", s)
	}
	if v.Patch, err = strconv.ParseUint(m[3], 10, 64); err != nil {
		return SemVer{}, errorf("Unable to parse '%s' as a semantic version identifier", s)
	}
	if m[4] != "" {
		for _, p := range strings.Split(m[4], ".") {
			if rubystr.AllDigits(p) && len(p) > 1 && p[0] == '0' {
				return SemVer{}, errorf("Numeric pre-release identifiers MUST NOT contain leading zeroes")
			}
		}
	}
	v.Pre, v.Build = m[4], m[5]
	return v, nil
}

func (v SemVer) String() string {
	s := strconv.FormatUint(v.Major, 10) + "." + strconv.FormatUint(v.Minor, 10) + "." + strconv.FormatUint(v.Patch, 10)
	if v.Pre != "" {
		s += "-" + v.Pre
	}
	if v.Build != "" {
		s += "+" + v.Build
	}
	return s
}

// Stable reports whether v has no pre-release part.
func (v SemVer) Stable() bool { return v.Pre == "" }

// Compare orders versions by SemVer precedence (build metadata ignored).
func (v SemVer) Compare(o SemVer) int {
	switch {
	case v.Major != o.Major:
		return cmp.Compare(v.Major, o.Major)
	case v.Minor != o.Minor:
		return cmp.Compare(v.Minor, o.Minor)
	case v.Patch != o.Patch:
		return cmp.Compare(v.Patch, o.Patch)
	}
	if v.Pre == "" {
		if o.Pre == "" {
			return 0
		}
		return 1
	}
	if o.Pre == "" {
		return -1
	}
	a, b := strings.Split(v.Pre, "."), strings.Split(o.Pre, ".")
	for i, x := range a {
		if i >= len(b) {
			return 1
		}
		y := b[i]
		xn, yn := rubystr.AllDigits(x), rubystr.AllDigits(y)
		var c int
		switch {
		case xn && yn:
			xi, _ := strconv.ParseUint(x, 10, 64)
			yi, _ := strconv.ParseUint(y, 10, 64)
			c = cmp.Compare(xi, yi)
		case xn:
			c = -1
		case yn:
			c = 1
		default:
			c = strings.Compare(x, y)
		}
		if c != 0 {
			return c
		}
	}
	if len(a) < len(b) {
		return -1
	}
	return 0
}

// semverBound is one bound of a simple range; nil version means open.
type simpleRange struct {
	lo, hi         *SemVer
	loExcl, hiExcl bool
	all            bool // "*": also admits pre-releases
}

func (r simpleRange) includes(v SemVer) bool {
	if r.lo != nil {
		c := v.Compare(*r.lo)
		if c < 0 || c == 0 && r.loExcl {
			return false
		}
	}
	if r.hi != nil {
		c := v.Compare(*r.hi)
		if c > 0 || c == 0 && r.hiExcl {
			return false
		}
	}
	return true
}

func (r simpleRange) testPrerelease(v SemVer) bool {
	if r.all {
		return true
	}
	for _, b := range []*SemVer{r.lo, r.hi} {
		if b != nil && !b.Stable() && b.Major == v.Major && b.Minor == v.Minor && b.Patch == v.Patch {
			return true
		}
	}
	return false
}

// String is the range as SemanticPuppet's VersionRange#inspect writes one
// of its alternatives: "*", an exact version, else its bounds (">=1.0.0
// <2.0.0"; a lower bound of >=0.0.0 is written too).
func (r simpleRange) String() string {
	switch {
	case r.all || r.lo == nil && r.hi == nil:
		return "*"
	case r.lo != nil && r.hi != nil && !r.loExcl && !r.hiExcl && r.lo.Compare(*r.hi) == 0:
		return r.lo.String()
	}
	var b []string
	if r.lo != nil {
		op := ">="
		if r.loExcl {
			op = ">"
		}
		b = append(b, op+r.lo.String())
	}
	if r.hi != nil {
		op := "<="
		if r.hiExcl {
			op = "<"
		}
		b = append(b, op+r.hi.String())
	}
	return strings.Join(b, " ")
}

// intersect narrows r by o.
func (r simpleRange) intersect(o simpleRange) simpleRange {
	out := r
	out.all = r.all && o.all
	if o.lo != nil {
		if out.lo == nil {
			out.lo, out.loExcl = o.lo, o.loExcl
		} else if c := o.lo.Compare(*out.lo); c > 0 || c == 0 && o.loExcl {
			out.lo, out.loExcl = o.lo, o.loExcl
		}
	}
	if o.hi != nil {
		if out.hi == nil {
			out.hi, out.hiExcl = o.hi, o.hiExcl
		} else if c := o.hi.Compare(*out.hi); c < 0 || c == 0 && o.hiExcl {
			out.hi, out.hiExcl = o.hi, o.hiExcl
		}
	}
	return out
}

// SemVerRange is a version range (Puppet's SemVerRange values, SemanticPuppet's
// VersionRange): ">=1.2.3 <2.0.0", "1.x", "~> 1.2", "^1.2.3", "1.0.0 - 2.0.0",
// alternatives joined by "||".
type SemVerRange struct {
	src    string
	ranges []simpleRange
}

func (r *SemVerRange) String() string { return r.src }

// Canonical is the range written from its bounds, as SemanticPuppet's
// VersionRange#inspect writes it ("1.x" is ">=1.0.0 <2.0.0", "~>1.2" is
// ">=1.2.0 <1.3.0", an exact version is the version, "*" is "*").
func (r *SemVerRange) Canonical() string {
	parts := make([]string, 0, len(r.ranges))
	for _, s := range r.ranges {
		parts = append(parts, s.String())
	}
	return strings.Join(parts, " || ")
}

// Includes reports whether v is in the range (pre-releases only when a bound
// names the same version with a pre-release, as SemanticPuppet does).
func (r *SemVerRange) Includes(v SemVer) bool {
	for _, s := range r.ranges {
		if s.includes(v) && (v.Stable() || s.testPrerelease(v)) {
			return true
		}
	}
	return false
}

// Covers reports whether every version of o is in r.
func (r *SemVerRange) Covers(o *SemVerRange) bool {
	for _, os := range o.ranges {
		ok := false
		for _, s := range r.ranges {
			if boundCovers(s, os) {
				ok = true
				break
			}
		}
		if !ok {
			return false
		}
	}
	return true
}

func boundCovers(s, o simpleRange) bool {
	if s.lo != nil {
		if o.lo == nil {
			return false
		}
		c := o.lo.Compare(*s.lo)
		if c < 0 || c == 0 && s.loExcl && !o.loExcl {
			return false
		}
	}
	if s.hi != nil {
		if o.hi == nil {
			return false
		}
		c := o.hi.Compare(*s.hi)
		if c > 0 || c == 0 && s.hiExcl && !o.hiExcl {
			return false
		}
	}
	return true
}

func exactRange(v SemVer) *SemVerRange {
	vv := v
	return &SemVerRange{src: v.String() + " - " + v.String(), ranges: []simpleRange{{lo: &vv, hi: &vv}}}
}

func mergeSemVerRanges(rs []*SemVerRange) []*SemVerRange {
	var out []*SemVerRange
	for _, r := range rs {
		dup := false
		for _, o := range out {
			if o.src == r.src {
				dup = true
				break
			}
		}
		if !dup {
			out = append(out, r)
		}
	}
	return out
}

const (
	xrPart  = `(?:x|X|\*|0|[1-9][0-9]*)`
	partStr = `(?:[0-9A-Za-z-]+)`
	partsS  = partStr + `(?:\.` + partStr + `)*`
	partial = xrPart + `(?:\.` + xrPart + `(?:\.` + xrPart + `(?:-` + partsS + `)?(?:\+` + partsS + `)?)?)?`
)

var (
	rangeWS       = lazyre.New(`([><=~^])(?:\s+|\s*v)`)
	rangeOr       = lazyre.New(`\s*\|\|\s*`)
	rangeHyphen   = lazyre.New(`^(` + partial + `)\s+-\s+(` + partial + `)$`)
	rangeSimple   = lazyre.New(`^([<>=~^]|<=|>=|~>|~=)?(` + partial + `)$`)
	rangeSimple2  = lazyre.New(`^(<=|>=|~>|~=|[<>=~^])?(` + partial + `)$`)
	rangePartialX = lazyre.New(`^(x|X|\*|0|[1-9][0-9]*)(?:\.(x|X|\*|0|[1-9][0-9]*)(?:\.(x|X|\*|0|[1-9][0-9]*)(?:-(` + partsS + `))?(?:\+(` + partsS + `))?)?)?$`)
)

// ParseSemVerRange parses a version range.
func ParseSemVerRange(s string) (*SemVerRange, error) {
	set := rangeWS.ReplaceAllString(s, "$1")
	alts := rangeOr.Split(set, -1)
	r := &SemVerRange{src: s}
	bad := func() (*SemVerRange, error) {
		return nil, errorf("Unparsable version range: \"%s\"", s)
	}
	for _, alt := range alts {
		alt = strings.TrimSpace(alt)
		if m := rangeHyphen.FindStringSubmatch(alt); m != nil {
			lo, ok1 := parseRangeVersion(m[1])
			hi, ok2 := parseRangeVersion(m[2])
			if !ok1 || !ok2 {
				return bad()
			}
			r.ranges = append(r.ranges, simpleRange{lo: &lo, hi: &hi})
			continue
		}
		if alt == "" {
			r.ranges = append(r.ranges, simpleRange{all: true})
			continue
		}
		cur := simpleRange{all: true}
		first := true
		for _, simple := range strings.Fields(alt) {
			m := rangeSimple2.FindStringSubmatch(simple)
			if m == nil {
				return bad()
			}
			sr, ok := parseSimpleRange(m[1], m[2])
			if !ok {
				return bad()
			}
			if first {
				cur = sr
				first = false
			} else {
				cur = cur.intersect(sr)
			}
		}
		r.ranges = append(r.ranges, cur)
	}
	return r, nil
}

func digitOf(s string) (uint64, bool) {
	if s == "" || s == "x" || s == "X" || s == "*" {
		return 0, false
	}
	n, err := strconv.ParseUint(s, 10, 64)
	return n, err == nil
}

func parseRangeVersion(expr string) (SemVer, bool) {
	m := rangePartialX.FindStringSubmatch(expr)
	if m == nil {
		return SemVer{}, false
	}
	maj, _ := digitOf(m[1])
	min, _ := digitOf(m[2])
	pat, _ := digitOf(m[3])
	return SemVer{Major: maj, Minor: min, Patch: pat, Pre: m[4], Build: m[5]}, true
}

func parseSimpleRange(op, operand string) (simpleRange, bool) {
	m := rangePartialX.FindStringSubmatch(operand)
	if m == nil {
		return simpleRange{}, false
	}
	maj, hasMaj := digitOf(m[1])
	min, hasMin := digitOf(m[2])
	pat, hasPat := digitOf(m[3])
	full := SemVer{Major: maj, Minor: min, Patch: pat, Pre: m[4], Build: m[5]}
	v := func(a, b, c uint64) *SemVer { return &SemVer{Major: a, Minor: b, Patch: c} }
	patchUpdates := func(tildeOrCaret bool) simpleRange {
		switch {
		case !hasMaj:
			return simpleRange{all: true}
		case !hasMin:
			return simpleRange{lo: v(maj, 0, 0), hi: v(maj+1, 0, 0), hiExcl: true}
		case !hasPat:
			return simpleRange{lo: v(maj, min, 0), hi: v(maj, min+1, 0), hiExcl: true}
		case !tildeOrCaret:
			f := full
			return simpleRange{lo: &f, hi: &f}
		}
		f := full
		return simpleRange{lo: &f, hi: v(maj, min+1, 0), hiExcl: true}
	}
	switch op {
	case "~", "~>", "~=":
		return patchUpdates(true), true
	case "^":
		if !hasMaj {
			return simpleRange{all: true}, true
		}
		if maj == 0 {
			return patchUpdates(true), true
		}
		if !hasMin {
			return simpleRange{lo: v(maj, 0, 0), hi: v(maj+1, 0, 0), hiExcl: true}, true
		}
		if !hasPat {
			return simpleRange{lo: v(maj, min, 0), hi: v(maj+1, 0, 0), hiExcl: true}, true
		}
		f := full
		return simpleRange{lo: &f, hi: v(maj+1, 0, 0), hiExcl: true}, true
	case ">":
		switch {
		case !hasMaj:
			return simpleRange{hi: v(0, 0, 0), hiExcl: true}, true
		case !hasMin:
			return simpleRange{lo: v(maj+1, 0, 0)}, true
		case !hasPat:
			return simpleRange{lo: v(maj, min+1, 0)}, true
		}
		f := full
		return simpleRange{lo: &f, loExcl: true}, true
	case ">=":
		f := full
		return simpleRange{lo: &f}, true
	case "<":
		f := full
		return simpleRange{hi: &f, hiExcl: true}, true
	case "<=":
		switch {
		case !hasMaj:
			return simpleRange{all: true}, true
		case !hasMin:
			return simpleRange{hi: v(maj+1, 0, 0), hiExcl: true}, true
		case !hasPat:
			return simpleRange{hi: v(maj, min+1, 0), hiExcl: true}, true
		}
		f := full
		return simpleRange{hi: &f}, true
	}
	return patchUpdates(false), true
}
