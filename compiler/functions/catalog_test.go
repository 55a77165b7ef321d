package functions_test

import (
	"fmt"
	"regexp"
	"strings"

	. "github.com/punch-dev/punch/compiler/functions"
	"github.com/punch-dev/punch/compiler/values"
)

// The evaluator registers create_resources and defined_with_params; the
// tests of ensure_* and create_ini_settings use these stand-ins, which
// record resources in the fake context's catalog the way Puppet's catalog
// shows them (the namevar first, then defaults, then the parameters).

type fakeResource struct {
	typ, title string
	params     *values.Hash
}

func (r *fakeResource) ref() string { return r.typ + "[" + r.title + "]" }

var refRx = regexp.MustCompile(`(?s)^([^\[\]]+)\[(.+)\]$`)

// catalogFunctions are the two functions of the evaluator the library's
// functions call to declare resources, as the fake context's catalog
// implements them.
func catalogFunctions() []*Function {
	return []*Function{{Name: "create_resources", Signatures: []*Signature{{
		Required: []Param{{Name: "type"}, {Name: "instances"}},
		Optional: []Param{{Name: "defaults"}},
		Call: func(c Context, args []values.Value, _ Block) (values.Value, error) {
			fc := c.(*fakeCtx)
			typ := values.CapitalizeSegments(strings.ToLower(RubyToS(args[0])))
			defaults := values.NewHash(0)
			if len(args) > 2 && args[2] != nil {
				d, ok := args[2].(*values.Hash)
				if !ok {
					return nil, fmt.Errorf("create_resources(): third argument, if provided, must be a hash")
				}
				defaults = d
			}
			inst, ok := args[1].(*values.Hash)
			if !ok {
				return nil, fmt.Errorf("create_resources(): second argument must be a hash")
			}
			for i := 0; i < inst.Len(); i++ {
				title, p := inst.At(i)
				namevar := "name"
				if typ == "File" {
					namevar = "path"
				}
				params := values.HashFrom(namevar, title)
				params = params.Merge(defaults)
				if ph, ok := p.(*values.Hash); ok {
					params = params.Merge(ph)
				}
				r := &fakeResource{typ: typ, title: RubyToS(title), params: params}
				for _, o := range fc.resources {
					if o.ref() == r.ref() {
						return nil, fmt.Errorf("Duplicate declaration: %s is already declared at (file: case.pp, line: 1); cannot redeclare (file: case.pp, line: 1)", r.ref())
					}
				}
				fc.resources = append(fc.resources, r)
			}
			return nil, nil
		},
	}}}, {Name: "defined_with_params", Signatures: []*Signature{{
		Required: []Param{{Name: "reference"}},
		Optional: []Param{{Name: "params"}},
		Call: func(c Context, args []values.Value, _ Block) (values.Value, error) {
			fc := c.(*fakeCtx)
			m := refRx.FindStringSubmatch(RubyToS(args[0]))
			if m == nil {
				return nil, fmt.Errorf("Could not parse reference %s", RubyToS(args[0]))
			}
			typ := values.CapitalizeSegments(strings.ToLower(m[1]))
			params := values.NewHash(0)
			if len(args) > 1 {
				if h, ok := args[1].(*values.Hash); ok {
					params = h
				}
			}
			for _, r := range fc.resources {
				if r.typ != typ || r.title != m[2] {
					continue
				}
				all := true
				for i := 0; i < params.Len(); i++ {
					k, v := params.At(i)
					rv, _ := r.params.Get(k)
					if !((rv == nil && v == nil) || values.RubyEqual(rv, v)) {
						all = false
					}
				}
				if all {
					return true, nil
				}
			}
			return false, nil
		},
	}}}}
}

// resourcesJSON encodes the recorded resources as the oracle does.
func resourcesJSON(rs []*fakeResource) string {
	if len(rs) == 0 {
		return "null"
	}
	var out []values.Value
	for _, r := range rs {
		out = append(out, []values.Value{r.typ, r.title, r.params})
	}
	return encodeJSON(out)
}
