package parser

import (
	"strconv"
	"strings"

	"github.com/punch-dev/punch/compiler/util/rubyfmt"
	"github.com/punch-dev/punch/parser/ast"
)

// Issue codes of the validation warnings (diag.Diagnostic.Code).
const (
	IssueDuplicateKey       = "DUPLICATE_KEY"
	IssueFutureReservedWord = "FUTURE_RESERVED_WORD"
)

// litKey is the value of a literal hash key as Puppet's validation sees it
// (LiteralEvaluator: the Ruby object), as a key telling equal values apart
// (Ruby's eql?: 1 and 1.0 differ, 'a' and a bare word a do not) and as the
// text Ruby's to_s gives it (what the message shows).
type litKey struct {
	key, text string
}

// literalKey returns the literal value of e, or false when e is not a
// literal (an interpolated string, a heredoc, a variable, a type...).
func literalKey(e ast.Expr) (litKey, bool) {
	// the common keys without building anything
	switch x := e.(type) {
	case *ast.LiteralString:
		return litKey{key: "s" + x.Value, text: x.Value}, true
	case *ast.QualifiedName:
		return litKey{key: "s" + x.Name, text: x.Name}, true
	case *ast.ConcatenatedString:
		if len(x.Parts) != 1 {
			return litKey{}, false
		}
		if s, ok := x.Parts[0].(*ast.LiteralString); ok {
			return litKey{key: "s" + s.Value, text: s.Value}, true
		}
		return litKey{}, false
	}
	// (strings inside arrays and hashes are quoted in the key)
	var key, text strings.Builder
	if !writeLiteral(&key, &text, e, true) {
		return litKey{}, false
	}
	return litKey{key: key.String(), text: text.String()}, true
}

// writeLiteral writes the key of e and Ruby's to_s of it (top) or inspect
// of it (inside an array or hash).
func writeLiteral(key, text *strings.Builder, e ast.Expr, top bool) bool {
	str := func(s string) {
		key.WriteString("s" + strconv.Quote(s))
		if top {
			text.WriteString(s)
		} else {
			text.WriteString(rubyfmt.InspectString(s))
		}
	}
	switch x := e.(type) {
	case *ast.LiteralString:
		str(x.Value)
	case *ast.QualifiedName:
		str(x.Name)
	case *ast.ConcatenatedString:
		if len(x.Parts) != 1 {
			return false
		}
		s, ok := x.Parts[0].(*ast.LiteralString)
		if !ok {
			return false
		}
		str(s.Value)
	case *ast.LiteralInteger:
		v := strconv.FormatInt(x.Value, 10)
		key.WriteString("i" + v)
		text.WriteString(v)
	case *ast.LiteralFloat:
		v := rubyfmt.FloatToS(x.Value)
		key.WriteString("f" + v)
		text.WriteString(v)
	case *ast.LiteralBoolean:
		v := strconv.FormatBool(x.Value)
		key.WriteString("b" + v)
		text.WriteString(v)
	case *ast.LiteralUndef:
		key.WriteString("u")
		if !top {
			text.WriteString("nil")
		}
	case *ast.LiteralDefault:
		key.WriteString("d")
		if top {
			text.WriteString("default")
		} else {
			text.WriteString(":default")
		}
	case *ast.LiteralRegex:
		key.WriteString("r" + strconv.Quote(x.Pattern))
		if top {
			text.WriteString("(?-mix:" + x.Pattern + ")")
		} else {
			text.WriteString("/" + strings.ReplaceAll(x.Pattern, "/", `\/`) + "/")
		}
	case *ast.LiteralList:
		key.WriteString("[")
		text.WriteString("[")
		for i, el := range x.Elements {
			if i > 0 {
				key.WriteString(",")
				text.WriteString(", ")
			}
			if !writeLiteral(key, text, el, false) {
				return false
			}
		}
		key.WriteString("]")
		text.WriteString("]")
	case *ast.LiteralHash:
		key.WriteString("{")
		text.WriteString("{")
		for i, en := range x.Entries {
			if i > 0 {
				key.WriteString(",")
				text.WriteString(", ")
			}
			if !writeLiteral(key, text, en.Key, false) {
				return false
			}
			key.WriteString("=>")
			text.WriteString("=>")
			if !writeLiteral(key, text, en.Value, false) {
				return false
			}
		}
		key.WriteString("}")
		text.WriteString("}")
	default:
		return false
	}
	return true
}
