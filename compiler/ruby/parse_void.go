package ruby

import "strings"

// Ruby 3.1's parser refuses a value that can never be produced where a
// value is used: `x = (return 1)`, `[1].map(&return)`, `(break) + 1`
// ("void value expression", parse.y's value_expr). It checks the
// operands of operators, assignments' values, method receivers and
// arguments, conditions and parameter defaults (each place its grammar
// calls value_expr: arg_value, expr_value, primary_value, arg_rhs,
// call_bin_op, call_uni_op, logop's left side, ranges, the ternary's
// condition) and reports the error and goes on.

// voidValue is the node that makes n a void value (parse.y's
// value_expr_check), nil when n has a value: a return, break, next, redo
// or retry; the last statement of a sequence or of a begin without rescue
// or ensure; an if/unless whose branches both are void (the first one
// found is reported); the left side of && and ||.
func voidValue(n node) node {
	var void node
	for n != nil {
		switch x := n.(type) {
		case *returnNode, *breakNode, *nextNode, *redoNode, *retryNode:
			if void != nil {
				return void
			}
			return n
		case *seqNode:
			if len(x.list) == 0 {
				return nil
			}
			n = x.list[len(x.list)-1]
		case *beginNode:
			if x.rescues != nil || x.ensure != nil || x.els != nil {
				return nil
			}
			n = x.body
		case *ifNode:
			if x.then == nil || x.els == nil {
				return nil
			}
			// the branch written first is checked first (unless's
			// body is its then)
			first, second := x.then, x.els
			if x.els.pos() < x.then.pos() {
				first, second = x.els, x.then
			}
			vn := voidValue(first)
			if vn == nil {
				return nil
			}
			if void == nil {
				void = vn
			}
			n = second
		case *patMatchNode:
			// expr => pattern (one-line pattern matching without a
			// value); expr in pattern is true or false
			if !x.raise {
				return nil
			}
			if void != nil {
				return void
			}
			return n
		case *andNode:
			n = x.l
		case *orNode:
			n = x.l
		default:
			return nil
		}
	}
	return nil
}

// valueExpr records "void value expression" when n is a void value (the
// caret under the node that makes it so) and returns n.
func (p *parser) valueExpr(n node) node {
	if v := voidValue(n); v != nil {
		beg, end := v.pos(), v.end()
		if m, ok := v.(*patMatchNode); ok {
			beg = m.val.pos()
		}
		if end <= beg {
			end = identEnd(p.src, beg)
		}
		p.softFail(beg, end, "void value expression")
	}
	return n
}

// isSetterName reports an attribute writer's name (x=, []=), which an
// endless method definition cannot have; ==, !=, ===, <= and >= are
// operators.
func isSetterName(name string) bool {
	switch name {
	case "==", "!=", "===", "<=", ">=":
		return false
	}
	return len(name) > 1 && name[len(name)-1] == '='
}

// constPathStart is where a constant's whole path starts (A::B; ::B's
// node starts at its '::').
func constPathStart(c *constNode) int {
	pos := c.pos()
	for x := node(c); x != nil; {
		k, ok := x.(*constNode)
		if !ok {
			if x.pos() < pos {
				pos = x.pos()
			}
			break
		}
		if k.pos() < pos {
			pos = k.pos()
		}
		x = k.scope
	}
	return pos
}

// startsArg reports whether the current token can begin an expression
// (Ruby's arg): a literal, a variable or method name, a keyword that
// starts a value, an opening bracket, a unary operator, a lambda or a
// beginless range.
func (p *parser) startsArg() bool {
	t := p.tok
	if t.kind == tKw {
		// not a closer, a clause word or a modifier (the lexer gives a
		// statement's if as a keyword token too)
		return !strings.Contains(" end else elsif when in then do rescue ensure and or if unless while until ", " "+t.text+" ")
	}
	return isValueTok(t.kind) || t.kind == tOp && strings.Contains(" ( (call [ [@ { -@ +@ ! ~ ::@ -> .. ... ", " "+t.text+" ")
}

// isValueTok reports a token that is a value or a name by itself: a
// literal, a variable, a constant, a method name or a label.
func isValueTok(k tokKind) bool {
	switch k {
	case tInt, tBigInt, tFloat, tNumLit, tStr, tSym, tDSym, tRegex, tWords, tSymbols, tIdent, tConst, tIVar, tCVar, tGVar, tLabel:
		return true
	}
	return false
}
