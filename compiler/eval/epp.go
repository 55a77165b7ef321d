package eval

import (
	"strings"

	"github.com/punch-dev/punch/compiler/values"
	"github.com/punch-dev/punch/parser/ast"
)

// eppBuffer is one template evaluation in progress: its output is
// c.eppOut[start:] (nested evaluations append after it and cut back).
type eppBuffer struct {
	start     int
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
	// A template rendering itself (epp() of its own file, directly or
	// through a function) nests like a function call: counted with them,
	// else Go's stack overflows, which kills the process (punch serve).
	c.depth++
	defer func() { c.depth-- }()
	if c.depth > maxDepth {
		return nil, rawf("Stack overflow: calls nested more than %d deep", maxDepth)
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
	// The arguments by name, in the order of their first appearance (the
	// last value of a name wins); templates have few, so slices.
	var argBuf [8]string
	var valBuf [8]values.Value
	argOrder, argVals := argBuf[:0], valBuf[:0]
args:
	for i := 0; i < params.Len(); i++ {
		k, v := params.At(i)
		ks, ok := k.(string)
		if !ok {
			ks = values.ToString(k)
		}
		if strings.Contains(ks, "::") {
			continue
		}
		for j, a := range argOrder {
			if a == ks {
				argVals[j] = v
				continue args
			}
		}
		argOrder = append(argOrder, ks)
		argVals = append(argVals, v)
	}
	n := len(argOrder)
	if tmpl.ParamsDeclared {
		n = len(tmpl.Params)
	}
	frame := c.newFrame(n)
	if tmpl.ParamsDeclared {
		// Puppet calls the template as a lambda by name: defaults first,
		// then TypeMismatchDescriber.validate_parameters("lambda", ...)
		// reports unknown names, then missing values and type mismatches
		// in parameter order, all of them.
		var errs []string
		for j, k := range argOrder {
			// Closure#call_by_name_internal copies only the arguments
			// that are not undef into the parameter scope before
			// validating: an undeclared name given undef is dropped,
			// not reported (golden forge8_epp_undef_extra_arg).
			if argVals[j] == nil {
				continue
			}
			declared := false
			for _, p := range tmpl.Params {
				if p.Name == k {
					declared = true
					break
				}
			}
			if !declared {
				errs = append(errs, " has no parameter named '"+k+"'")
			}
		}
		for _, p := range tmpl.Params {
			var v values.Value
			ok := false
			for j, a := range argOrder {
				if a == p.Name {
					v, ok = argVals[j], true
					break
				}
			}
			if !ok || v == nil {
				if p.Default != nil {
					dv, err := c.evalParamDefault(p, scope, frame)
					if err != nil {
						return nil, err
					}
					v = dv
				} else if !ok {
					errs = append(errs, " expects a value for parameter '"+p.Name+"'")
					continue
				}
			}
			if p.Type != nil {
				t, err := c.evalType(p.Type, scope)
				if err != nil {
					return nil, err
				}
				// validate_parameters: a value that is not an instance is
				// an error only where TypeMismatchDescriber, which works
				// on the inferred type, finds a mismatch; bare Optional
				// and Variant accept anything here (golden
				// fn_epp_bare_types).
				if !values.IsInstance(t, v) {
					if d := describeMismatch(t, v); d != "" {
						// one error per mismatch (a Variant's describe
						// one per variant), each with its parameter
						for _, line := range strings.Split(d, "\n") {
							errs = append(errs, " parameter '"+p.Name+"' "+strings.TrimLeft(line, " "))
						}
						continue
					}
				}
			}
			frame.set(p.Name, v)
		}
		switch len(errs) {
		case 0:
		case 1:
			return nil, rawf("lambda:%s", errs[0])
		default:
			return nil, rawf("lambda:\n %s", strings.Join(errs, "\n "))
		}
	} else {
		for i, k := range argOrder {
			frame.set(k, argVals[i])
		}
	}
	if len(scope.eph) == 0 {
		scope.eph = c.ephPtrs.take(2)
	}
	scope.eph = append(scope.eph, frame)
	return c.evalEPP(tmpl, scope)
}

func (c *Compiler) evalEPP(n *ast.EPP, s *Scope) (values.Value, error) {
	c.epp = append(c.epp, eppBuffer{start: len(c.eppOut)})
	out, sensitive, err := c.evalEPPBody(n, s)
	c.eppOut = c.eppOut[:c.epp[len(c.epp)-1].start]
	c.epp = c.epp[:len(c.epp)-1]
	if err != nil {
		return nil, err
	}
	if sensitive {
		return &values.Sensitive{Value: out}, nil
	}
	return c.box(out), nil
}

func (c *Compiler) evalEPPBody(n *ast.EPP, s *Scope) (string, bool, error) {
	if err := c.evalBody(n.Body, s); err != nil {
		var cf *controlFlow
		if !isControl(err, &cf) || cf.kind != cfReturn {
			return "", false, err
		}
	}
	buf := &c.epp[len(c.epp)-1]
	return string(c.eppOut[buf.start:]), buf.sensitive, nil
}

// renderAppend adds template output.
func (c *Compiler) renderAppend(text string) error {
	if len(c.epp) == 0 {
		return rawf("template text outside of a template")
	}
	c.eppOut = append(c.eppOut, text...)
	return nil
}

// renderAppendSensitive adds the output of a Sensitive value, which makes
// the template's result Sensitive.
func (c *Compiler) renderAppendSensitive(v *values.Sensitive) error {
	if len(c.epp) == 0 {
		return rawf("template text outside of a template")
	}
	c.epp[len(c.epp)-1].sensitive = true
	c.eppOut = append(c.eppOut, values.ToString(v.Value)...)
	return nil
}
