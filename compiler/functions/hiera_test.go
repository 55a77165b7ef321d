package functions_test

import (
	"strings"
	"testing"

	. "github.com/punch-dev/punch/compiler/functions"
	"github.com/punch-dev/punch/compiler/values"
)

// hieraCtx answers the lookup() and include() calls the hiera functions make
// (the evaluator registers both) from a table of data, recording them.
type hieraCtx struct {
	*fakeCtx
	data     map[string]values.Value
	lookups  []string
	included []values.Value
}

func (c *hieraCtx) Call(name string, args []values.Value, b Block) (values.Value, error) {
	switch name {
	case "lookup":
		key := args[0].(string)
		opts := args[1].(*values.Hash)
		merge, _ := opts.GetString("merge")
		d, hasDefault := opts.GetString("default_value")
		c.lookups = append(c.lookups, key+" merge="+values.ToString(merge)+map[bool]string{true: " default", false: ""}[hasDefault])
		if v, ok := c.data[key]; ok {
			return v, nil
		}
		if b != nil {
			return b.Call(key)
		}
		if hasDefault {
			return d, nil
		}
		return nil, Errorf("Function lookup() did not find a value for the name '%s'", key)
	case "include":
		c.included = append(c.included, args...)
		return nil, nil
	}
	return c.fakeCtx.Call(name, args, b)
}

// TestHieraFunctions checks the hiera functions against what Puppet 7.23 does
// (golden case fn_hiera_legacy and the calls below, run with Puppet): the
// merge each passes to lookup, defaults, the block, hiera_include, the
// deprecation warning once per function, and the dispatch errors.
func TestHieraFunctions(t *testing.T) {
	c := &hieraCtx{fakeCtx: newFakeCtx(t, false, ""), data: map[string]values.Value{
		"str":     "node-str",
		"arr":     []values.Value{"n1", "n2", "c1"},
		"classes": []values.Value{"m::b", "m::a"},
		"none":    []values.Value{},
	}}
	call := func(name string, args []values.Value, b Block) (values.Value, error) {
		f, ok := lib.Lookup(name)
		if !ok {
			t.Fatalf("%s is not registered", name)
		}
		return Dispatch(c, f, args, b)
	}
	for _, tc := range []struct {
		fn     string
		args   []values.Value
		block  Block
		want   values.Value
		lookup string
		err    string
	}{
		{fn: "hiera", args: []values.Value{"str"}, want: "node-str", lookup: "str merge=first"},
		{fn: "hiera", args: []values.Value{"nokey", "dflt"}, want: "dflt", lookup: "nokey merge=first default"},
		{fn: "hiera", args: []values.Value{"nokey", nil}, want: nil, lookup: "nokey merge=first default"},
		{fn: "hiera", args: []values.Value{"str", "d", "override"}, want: "node-str", lookup: "str merge=first default"},
		{fn: "hiera", args: []values.Value{"nokey"}, block: pure(1, func(a []values.Value) values.Value { return "block " + a[0].(string) }),
			want: "block nokey", lookup: "nokey merge=first"},
		{fn: "hiera", args: []values.Value{"nokey"}, lookup: "nokey merge=first",
			err: "Function lookup() did not find a value for the name 'nokey'"},
		{fn: "hiera_array", args: []values.Value{"arr"}, want: []values.Value{"n1", "n2", "c1"}, lookup: "arr merge=unique"},
		{fn: "hiera_array", args: []values.Value{"nokey", []values.Value{}}, want: []values.Value{}, lookup: "nokey merge=unique default"},
		{fn: "hiera_hash", args: []values.Value{"nokey", nil}, want: nil, lookup: "nokey merge=hash default"},
		{fn: "hiera_include", args: []values.Value{"classes"}, want: nil, lookup: "classes merge=unique"},
		{fn: "hiera_include", args: []values.Value{"none"}, want: nil, lookup: "none merge=unique"},
		{fn: "hiera_include", args: []values.Value{"nokey", []values.Value{}}, want: nil, lookup: "nokey merge=unique default"},
		{fn: "hiera_include", args: []values.Value{"nokey", nil}, lookup: "nokey merge=unique default", err: "Could not find data item nokey"},
		{fn: "hiera", args: []values.Value{[]values.Value{"a"}},
			err: "undefined method `hiera' for #<#<Class:0x0000000000000000>:0x0000000000000000 @closure_scope=nil, @loader=(ModuleLoader::FileBased 'puppet_system' '')>"},
		{fn: "hiera", args: []values.Value{"a", "b", "c", "d"}, err: "'hiera' expects between 1 and 3 arguments, got 4"},
		{fn: "hiera", args: []values.Value{int64(1)}, err: "The function 'hiera' was called with arguments it does not accept. It expects one of:\n" +
			"  (Tuple[String, Any, Any, 1, 3] args)\n    rejected: parameter 'args' expects a Tuple value, got Integer\n" +
			"  (String key)\n    rejected: parameter 'key' expects a String value, got Integer\n" +
			"  (String key, Any default, Any override?)\n    rejected: expects between 2 and 3 arguments, got 1\n" +
			"  (String key, Callable[1, 1] default_block)\n    rejected: parameter 'key' expects a String value, got Integer\n" +
			"  (String key, Any override, Callable[1, 1] default_block)\n    rejected: expects 2 arguments, got 1"},
	} {
		c.lookups = nil
		var b Block
		if tc.block != nil {
			fb := *tc.block.(*fakeBlock)
			fb.ctx = c.fakeCtx
			b = &fb
		}
		got, err := call(tc.fn, tc.args, b)
		name := tc.fn + values.ToString(tc.args)
		switch {
		case tc.err != "":
			if err == nil || err.Error() != tc.err {
				t.Errorf("%s: error %v, want %q", name, err, tc.err)
			}
		case err != nil:
			t.Errorf("%s: %v", name, err)
		case !values.Equals(got, tc.want) && !(got == nil && tc.want == nil):
			t.Errorf("%s = %s, want %s", name, values.ToString(got), values.ToString(tc.want))
		}
		if tc.lookup != strings.Join(c.lookups, "; ") {
			t.Errorf("%s: lookups %q, want %q", name, c.lookups, tc.lookup)
		}
	}
	if want := []values.Value{[]values.Value{"m::b", "m::a"}}; !values.Equals(c.included, want) {
		t.Errorf("hiera_include included %s, want %s", values.ToString(c.included), values.ToString(want))
	}
	want := []string{
		"warning: The function 'hiera' is deprecated in favor of using 'lookup'. See https://puppet.com/docs/puppet/7.23/deprecated_language.html\n   (file & line not available)",
		"warning: The function 'hiera_array' is deprecated in favor of using 'lookup'. See https://puppet.com/docs/puppet/7.23/deprecated_language.html\n   (file & line not available)",
		"warning: The function 'hiera_hash' is deprecated in favor of using 'lookup'. See https://puppet.com/docs/puppet/7.23/deprecated_language.html\n   (file & line not available)",
		"warning: The function 'hiera_include' is deprecated in favor of using 'lookup'. See https://puppet.com/docs/puppet/7.23/deprecated_language.html\n   (file & line not available)",
	}
	if strings.Join(c.logs, "\n") != strings.Join(want, "\n") {
		t.Errorf("logs:\n%s\nwant:\n%s", strings.Join(c.logs, "\n"), strings.Join(want, "\n"))
	}
}
