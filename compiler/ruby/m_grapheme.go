package ruby

import "github.com/punch-dev/punch/compiler/util/regexp2"

// String#grapheme_clusters and #each_grapheme_cluster: the extended grapheme
// clusters as Onigmo's \X reads them (Ruby 3.1 scans the String with /\X/;
// the engine's rule, compiler/util/regexp2/grapheme.go). Checked against
// Ruby 3.1 by TestOracle regexp_grapheme.

func init() {
	clusters := func(s *String) []Value {
		rs := []rune(s.s)
		var out []Value
		for i := 0; i < len(rs); {
			n := regexp2.GraphemeClusterLen(rs, i)
			out = append(out, NewStringEnc(string(rs[i:i+n]), s.enc))
			i += n
		}
		return out
	}
	bString.def("grapheme_clusters", 0, 0, func(c *Call) (Value, error) {
		return newArray(clusters(c.Self.(*String))), nil
	})
	bString.def("each_grapheme_cluster", 0, 0, func(c *Call) (Value, error) {
		s := c.Self.(*String)
		return c.In.yieldEach(s, clusters(s), c.Block)
	})
}
