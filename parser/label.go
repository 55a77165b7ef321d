package parser

import "github.com/punch-dev/punch/parser/ast"

// label is Puppet's name for a kind of expression in messages
// (model_label_provider.rb), with an article (a_an_uc) when article is true.
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

// aAn prefixes a label with "a" or "an" (Puppet's a_an); quoted labels
// start with the article too.
func aAn(e ast.Node) string {
	l := labelOf(e)
	s := l
	if len(s) > 0 && s[0] == '\'' {
		s = s[1:]
	}
	if len(s) > 0 && (s[0] == 'a' || s[0] == 'e' || s[0] == 'i' || s[0] == 'o' || s[0] == 'u' ||
		s[0] == 'A' || s[0] == 'E' || s[0] == 'I' || s[0] == 'O' || s[0] == 'U') {
		return "an " + l
	}
	return "a " + l
}

// aAnUC is aAn with a capital article.
func aAnUC(e ast.Node) string {
	s := aAn(e)
	return string(s[0]-'a'+'A') + s[1:]
}

func label(e ast.Node) string { return aAnUC(e) }

func labelOfCollect(exported bool) string {
	if exported {
		return "Exported Query"
	}
	return "Virtual Query"
}
