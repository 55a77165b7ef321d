package eval

import (
	"github.com/punch-dev/punch/parser"
	"github.com/punch-dev/punch/parser/ast"
)

// heredocSyntax checks the text an interpolated heredoc with a syntax tag
// produced (EvaluatorImpl#eval_HeredocExpression; static text was checked
// when the manifest was validated): a problem is reported as it is, at
// the first line of the text; a checker refusing the tag raises Puppet's
// ArgumentError, located at the heredoc like any runtime error.
func (c *Compiler) heredocSyntax(h *ast.Heredoc, v any) error {
	if _, static := h.Text.(*ast.LiteralString); static {
		return nil
	}
	text, ok := v.(string)
	if !ok {
		return nil
	}
	r := parser.CheckHeredocSyntax(h.Syntax, text)
	switch {
	case r.Misuse != "":
		return &rawError{msg: r.Misuse}
	case r.Problem != "":
		sp := parser.HeredocTextStart(h)
		return (&Error{Message: r.Problem, File: sp.File, Line: sp.Start.Line, Column: sp.Start.Col, span: sp}).coded(r.Code)
	}
	return nil
}
