package erb

import (
	"testing"

	"github.com/punch-dev/punch/compiler/ruby"
	"github.com/punch-dev/punch/compiler/values"
)

// ignoringScope takes a template's in-place changes without rebinding
// anything: the Puppet values stay as they were, so a later render must
// convert them afresh.
type ignoringScope struct{ mapScope }

// renderSharing is the sharing a render in s starts with (Render's own).
func renderSharing(s Scope) *sharing {
	sh := new(sharing)
	if !sh.init(s) {
		return nil
	}
	sh.takeStore()
	return sh
}

func (s *ignoringScope) Mutated(name string, old, new values.Value) {}

// A render gets the storage of an earlier render's sharing emptied: the
// Ruby array the first render made of @list (and changed) is not what the
// second render gets for the same Puppet array.
func TestRenderSharingStorageReusedEmpty(t *testing.T) {
	list := []values.Value{"x"}
	s := &ignoringScope{mapScope{vars: map[string]values.Value{"list": list, "h": values.HashFrom("k", list)}}}
	first := MustParse("t.erb", "<% @list << 'y'; @h['k'] << 'z' %><%= @list.inspect %>")
	second := MustParse("t.erb", "<%= @list.inspect %> <%= @h['k'].inspect %>")
	for i := 0; i < 4; i++ {
		out, err := first.Render(s)
		if err != nil || out != `["x", "y", "z"]` {
			t.Fatalf("first render %d: %q, %v", i, out, err)
		}
		out, err = second.Render(s)
		if err != nil || out != `["x"] ["x"]` {
			t.Fatalf("second render %d: %q, %v", i, out, err)
		}
	}
}

// release empties what it gives back and leaves the sharing without it; a
// store over the bound is not kept.
func TestSharingRelease(t *testing.T) {
	s := &ignoringScope{mapScope{vars: map[string]values.Value{}}}
	sh := renderSharing(s)
	sh.put(identity("abc"), nil)
	sh.record(nil, "abc")
	sh.named = append(sh.named, namedObj{name: "n", pv: "abc"})
	sh.release()
	if sh.byPuppet != nil || sh.index != nil || sh.objs != nil || sh.named != nil {
		t.Fatalf("released sharing still holds its storage: %+v", sh)
	}
	for i := 0; i < 8; i++ {
		st, _ := sharingStores.Get().(*sharingStore)
		if st == nil {
			break
		}
		if len(st.byPuppet) != 0 || len(st.index) != 0 || len(st.objs) != 0 || len(st.named) != 0 {
			t.Fatalf("pooled store not emptied: %+v", st)
		}
		for _, o := range st.objs[:cap(st.objs)] {
			if o.pv != nil || o.rv != nil {
				t.Fatalf("pooled list still references values: %+v", o)
			}
		}
	}
	big := renderSharing(s)
	for i := 0; i <= maxPooledSharing; i++ {
		big.record(ruby.NewString("x"), nil)
	}
	big.release()
	for i := 0; i < 8; i++ {
		if st, _ := sharingStores.Get().(*sharingStore); st != nil && len(st.index) == 0 && cap(st.objs) > maxPooledSharing {
			t.Fatalf("a store over the bound was kept (cap %d)", cap(st.objs))
		}
	}
}
