package parser

import (
	"strings"

	"github.com/punch-dev/punch/parser/ast"
)

// Label is Puppet's name for a kind of expression in messages
// (Puppet::Pops::Model::ModelLabelProvider#label): "Function Call",
// "'+' expression", "Resource Statement". It is the one label provider of
// the project: the evaluator and the environments' checks use it too.
func Label(e ast.Node) string { return labelOf(e) }

func labelOf(e ast.Node) string {
	switch x := e.(type) {
	case *ast.LiteralInteger:
		return "Literal Integer"
	case *ast.LiteralFloat:
		return "Literal Float"
	case *ast.Arithmetic:
		return "'" + x.Op + "' expression"
	case *ast.Access:
		return "'[]' expression"
	case *ast.Match:
		return "'" + x.Op + "' expression"
	case *ast.Comparison:
		return "'" + x.Op + "' expression"
	case *ast.And:
		return "'and' expression"
	case *ast.Or:
		return "'or' expression"
	case *ast.In:
		return "'in' expression"
	case *ast.Assignment:
		return "'" + x.Op + "' expression"
	case *ast.AttributeOp:
		return "'" + x.Op + "' expression"
	case *ast.LiteralList:
		return "Array Expression"
	case *ast.LiteralHash:
		return "Hash Expression"
	case *ast.KeyedEntry:
		return "Hash Entry"
	case *ast.LiteralBoolean:
		return "Boolean"
	case *ast.LiteralString:
		return "String"
	case *ast.Lambda:
		return "Lambda"
	case *ast.LiteralDefault:
		return "'default' expression"
	case *ast.LiteralUndef:
		return "'undef' expression"
	case *ast.LiteralRegex:
		return "Regular Expression"
	case *ast.Not:
		return "'not' expression"
	case *ast.Variable:
		return "Variable"
	case *ast.TextExpr:
		return "Expression in Interpolated String"
	case *ast.UnaryMinus:
		return "Unary Minus"
	case *ast.Unfold:
		return "Unfold"
	case *ast.Block:
		return "Block Expression"
	case *ast.ConcatenatedString:
		return "Double Quoted String"
	case *ast.Heredoc:
		return "'@(" + x.Syntax + ")' expression"
	case *ast.ClassDef:
		return "Host Class Definition"
	case *ast.FunctionDef:
		return "Function Definition"
	case *ast.NodeDef:
		return "Node Definition"
	case *ast.DefineDef:
		return "'define' expression"
	case *ast.ResourceOverride:
		return "Resource Override"
	case *ast.Parameter:
		return "Parameter Definition"
	case *ast.Parenthesized:
		return "Parenthesized Expression"
	case *ast.If:
		return "'if' statement"
	case *ast.Unless:
		return "'unless' Statement"
	case *ast.CallFunction:
		return "Function Call"
	case *ast.CallMethod:
		return "Method call"
	case *ast.Case:
		return "'case' statement"
	case *ast.CaseOption:
		return "Case Option"
	case *ast.RenderString:
		return "Epp Text"
	case *ast.RenderExpr:
		return "Epp Interpolated Expression"
	case *ast.Relationship:
		return "'" + x.Op + "' expression"
	case *ast.ResourceBody:
		return "Resource Instance Definition"
	case *ast.ResourceDefaults:
		return "Resource Defaults Expression"
	case *ast.Resource:
		return "Resource Statement"
	case *ast.Selector:
		return "Selector Expression"
	case *ast.SelectorEntry:
		return "Selector Option"
	case *ast.QualifiedName:
		return "Name"
	case *ast.QualifiedReference:
		return "Type-Name"
	case *ast.ReservedWord:
		return "Reserved Word '" + x.Word + "'"
	case *ast.TypeAlias:
		return "Type Alias"
	case *ast.EPP:
		return "Epp Template"
	case *ast.Collect:
		if x.Exported {
			return "Exported Query"
		}
		return "Virtual Query"
	}
	return "Object"
}

// AAn prefixes a label with "a" or "an" as Puppet's label provider does
// (a_an): "an 'if' statement", "a Function Call". "" stays "".
func AAn(label string) string {
	if label == "" {
		return label
	}
	s := label
	if s[0] == '\'' {
		s = s[1:]
	}
	if len(s) > 0 && strings.IndexByte("aeiouAEIOU", s[0]) >= 0 {
		return "an " + label
	}
	return "a " + label
}

// aAn is AAn of e's label.
func aAn(e ast.Node) string { return AAn(labelOf(e)) }

// aAnUC is aAn with a capital article (a_an_uc).
func aAnUC(e ast.Node) string {
	s := aAn(e)
	return string(s[0]-'a'+'A') + s[1:]
}

func labelOfCollect(exported bool) string {
	if exported {
		return "Exported Query"
	}
	return "Virtual Query"
}
