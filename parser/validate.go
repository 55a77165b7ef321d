package parser

import (
	"github.com/punch-dev/punch/parser/ast"
	"github.com/punch-dev/punch/parser/diag"
)

func validate(p *ast.Program) diag.List { return nil }
