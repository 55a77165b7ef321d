package lexer

import (
	"fmt"
	"os"
	"testing"

	"github.com/antlr4-go/antlr/v4"
	"github.com/punch-dev/punch/parser/internal/gen"
)

func TestDumpTokens(t *testing.T) {
	src := os.Getenv("LEXDUMP")
	if src == "" {
		t.Skip("set LEXDUMP to a source text")
	}
	l := New(src, os.Getenv("LEXEPP") != "")
	for {
		tk := l.NextToken()
		name := "EOF"
		if tk.GetTokenType() > 0 {
			name = gen.PuppetLexerLexerStaticData.SymbolicNames[tk.GetTokenType()]
		}
		fmt.Printf("%s %q %d:%d\n", name, tk.GetText(), tk.GetStart(), tk.GetStop())
		if tk.GetTokenType() == antlr.TokenEOF {
			break
		}
	}
}
