package eval

import (
	"strings"

	"github.com/punch-dev/punch/compiler/values"
	"github.com/punch-dev/punch/parser/ast"
)

// eppBuffer collects the output of one template evaluation.
type eppBuffer struct {
	parts     []string
	sensitive bool
}

// renderEPP evaluates a parsed template. epp() templates see only the
// global scope and their parameters; inline_epp() templates (prog from a
// string) see the calling scope.
func (c *Compiler) renderEPP(prog *ast.Program, params *values.Hash, s *Scope, globalOnly bool) (values.Value, error) {
	var tmpl *ast.EPP
	if prog.Body != nil {
		for _, st := range prog.Body.Statements {
			if e, ok := st.(*ast.EPP); ok {
				tmpl = e
				break
			}
		}
	}
	if tmpl == nil {
		return nil, rawf("the parser did not produce an EPP template")
	}
	scope := s
	if globalOnly {
		scope = c.top
		saved := scope.eph
		scope.eph = nil
		defer func() { scope.eph = saved }()
	}
	lvl := scope.level()
	defer scope.popTo(lvl)
	frame := &ephemeral{local: true}
	args := map[string]values.Value{}
	var argOrder []string
	params.Each(func(k, v values.Value) bool {
		ks := values.ToString(k)
		if strings.Contains(ks, "::") {
			return true
		}
		if _, ok := args[ks]; !ok {
			argOrder = append(argOrder, ks)
		}
		args[ks] = v
		return true
	})
	if tmpl.ParamsDeclared {
		declared := map[string]bool{}
		for _, p := range tmpl.Params {
			declared[p.Name] = true
		}
		for _, k := range argOrder {
			if !declared[k] {
				return nil, rawf("epp(): has no parameter named '%s'", k)
			}
		}
		for _, p := range tmpl.Params {
			v, ok := args[p.Name]
			if !ok || v == nil {
				if p.Default != nil {
					dv, err := c.evalParamDefault(p, scope, frame)
					if err != nil {
						return nil, err
					}
					v = dv
				} else if !ok {
					return nil, rawf("epp(): expects a value for parameter '%s'", p.Name)
				}
			}
			if p.Type != nil {
				t, err := c.evalType(p.Type, scope)
				if err != nil {
					return nil, err
				}
				if !values.IsInstance(t, v) {
					return nil, rawf("epp(): parameter '%s' %s", p.Name, describeMismatch(t, v))
				}
			}
			frame.set(p.Name, v)
		}
	} else {
		for _, k := range argOrder {
			frame.set(k, args[k])
		}
	}
	scope.eph = append(scope.eph, frame)
	return c.evalEPP(tmpl, scope)
}

func (c *Compiler) evalEPP(n *ast.EPP, s *Scope) (values.Value, error) {
	buf := &eppBuffer{}
	c.epp = append(c.epp, buf)
	defer func() { c.epp = c.epp[:len(c.epp)-1] }()
	if _, err := c.evalBlock(n.Body, s); err != nil {
		var cf *controlFlow
		if !isControl(err, &cf) || cf.kind != cfReturn {
			return nil, err
		}
	}
	out := strings.Join(buf.parts, "")
	if buf.sensitive {
		return &values.Sensitive{Value: out}, nil
	}
	return out, nil
}

// renderAppend adds template output (a string, or a Sensitive value).
func (c *Compiler) renderAppend(s *Scope, v values.Value) error {
	if len(c.epp) == 0 {
		return rawf("template text outside of a template")
	}
	buf := c.epp[len(c.epp)-1]
	switch x := v.(type) {
	case string:
		buf.parts = append(buf.parts, x)
	case *values.Sensitive:
		buf.sensitive = true
		buf.parts = append(buf.parts, values.ToString(x.Value))
	default:
		buf.parts = append(buf.parts, values.ToString(v))
	}
	return nil
}
