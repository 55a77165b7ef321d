package eval

import (
	"testing"

	"github.com/punch-dev/punch/compiler/values"
)

// growRelList appends in place only to the list it made last for the
// parameter: values handed out before keep their elements, and a list
// shared with another parameter is copied, not written.
func TestGrowRelListKeepsEarlierValues(t *testing.T) {
	c := &Compiler{}
	p := &param{name: "before"}
	var seen [][]values.Value
	var list []values.Value
	for i := 0; i < 40; i++ {
		if list == nil {
			list = append(c.valSlab.take(1), values.Value(int64(i)))
		} else {
			list = c.growRelList(p, list, int64(i))
		}
		np := &param{name: "before", value: list[:len(list):len(list)]}
		if cap(list) > len(list) {
			if c.relLists == nil {
				c.relLists = map[*param][]values.Value{}
			}
			c.relLists[np] = list
		}
		p = np
		seen = append(seen, np.value.([]values.Value))
	}
	for n, v := range seen {
		if len(v) != n+1 || cap(v) != len(v) {
			t.Fatalf("value %d: len %d cap %d", n, len(v), cap(v))
		}
		for i, e := range v {
			if e != values.Value(int64(i)) {
				t.Fatalf("value %d changed at %d: %v", n, i, e)
			}
		}
	}
	// Another parameter holding the same list: appending to it must not
	// write into the first parameter's room.
	shared := seen[len(seen)-1]
	other := &param{name: "before", value: shared}
	grown := c.growRelList(other, shared, "other")
	mine := c.growRelList(p, shared, "mine")
	if grown[len(grown)-1] != values.Value("other") || mine[len(mine)-1] != values.Value("mine") {
		t.Fatalf("shared list written twice: %v / %v", grown[len(grown)-1], mine[len(mine)-1])
	}
}
