// Package parser parses Puppet 7 manifests and EPP templates into the AST of
// package ast, and runs Puppet's static validation on the result.
//
// Parsing runs in two stages, as ANTLR recommends: first with SLL prediction
// and an error strategy that gives up at the first error, which is fast and
// succeeds for nearly all valid input; only when that fails the input is
// parsed again with full LL prediction, which gives the exact error.
package parser

import (
	"fmt"
	"os"
	"reflect"
	"strings"
	"sync"
	"unicode/utf8"
	"unsafe"

	"github.com/antlr4-go/antlr/v4"
	"github.com/punch-dev/punch/parser/ast"
	"github.com/punch-dev/punch/parser/diag"
	"github.com/punch-dev/punch/parser/internal/gen"
	"github.com/punch-dev/punch/parser/internal/lexer"
)

// Parse parses a manifest and validates it. A non-nil error is a diag.List.
// The warnings of the parse are dropped (see ParseWithWarnings).
func Parse(filename string, src []byte) (*ast.Program, error) {
	prog, _, err := parseCounting(filename, src, false, nil)
	return prog, err
}

// ParseEPP parses an EPP template and validates it. The program's body holds
// exactly one *ast.EPP. A non-nil error is a diag.List.
func ParseEPP(filename string, src []byte) (*ast.Program, error) {
	prog, _, err := parseCounting(filename, src, true, nil)
	return prog, err
}

// ParseWithWarnings parses a manifest (or, with epp, a template) like Parse
// and ParseEPP, and also returns the warnings Puppet logs while it parses
// the source (such as "Unrecognized escape sequence '\q'"), in the order
// Puppet logs them: all of them when the source is valid, those Puppet
// reports before the error when it is not. Puppet logs them before any
// error of the file.
func ParseWithWarnings(filename string, src []byte, epp bool) (*ast.Program, diag.List, error) {
	return parseCounting(filename, src, epp, nil)
}

// ParseWithWarningsShared is ParseWithWarnings for a source its caller
// keeps and never modifies (an environment's file, read once and kept to
// check it later): the program's strings share src's memory instead of a
// copy of it, which would keep every parsed file's text twice.
func ParseWithWarningsShared(filename string, src []byte, epp bool) (*ast.Program, diag.List, error) {
	return parseSource(filename, src, true, epp, nil)
}

// ParseFile reads and parses a file: a template when its name ends in .epp,
// else a manifest.
func ParseFile(path string) (*ast.Program, error) {
	src, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	if strings.HasSuffix(path, ".epp") {
		return ParseEPP(path, src)
	}
	return Parse(path, src)
}

// syntaxError is the first syntax error found by the parser. The error is
// reported at tok, or at the furthest token the parser looked at when that
// is further, unless exact.
type syntaxError struct {
	tok   antlr.Token
	exact bool
}

// bailStrategy stops the parse at the first error.
type bailStrategy struct {
	*antlr.DefaultErrorStrategy
}

func (s *bailStrategy) Recover(recognizer antlr.Parser, e antlr.RecognitionException) {
	if debugErrors {
		fmt.Printf("recover %T %v stack=%v\n", e, e.GetOffendingToken(), recognizer.GetRuleInvocationStack(nil))
	}
	tok := offendingToken(e)
	if tok == nil {
		tok = recognizer.GetCurrentToken()
	}
	panic(&syntaxError{tok: tok})
}

// offendingToken works around antlr4-go v4.13.1, whose NoViableAltException
// keeps its offending token in a field that GetOffendingToken does not read.
func offendingToken(e antlr.RecognitionException) antlr.Token {
	if nv, ok := e.(*antlr.NoViableAltException); ok {
		f := reflect.ValueOf(nv).Elem().FieldByName("offendingToken")
		if f.IsValid() {
			if t, ok := reflect.NewAt(f.Type(), unsafe.Pointer(f.UnsafeAddr())).Elem().Interface().(antlr.Token); ok && t != nil {
				return t
			}
		}
	}
	return e.GetOffendingToken()
}

var debugErrors = os.Getenv("PUNCH_DEBUG_PARSE") != ""

func (s *bailStrategy) RecoverInline(recognizer antlr.Parser) antlr.Token {
	if debugErrors {
		fmt.Printf("inline %v stack=%v\n", recognizer.GetCurrentToken(), recognizer.GetRuleInvocationStack(nil))
	}
	panic(&syntaxError{tok: recognizer.GetCurrentToken()})
}

func (s *bailStrategy) ReportError(antlr.Parser, antlr.RecognitionException) {}
func (s *bailStrategy) Sync(antlr.Parser)                                    {}

// parseCounting parses and, when looks is not nil, adds to it the number of
// tokens the parser looked at (tests check that it grows linearly).
func parseCounting(filename string, src []byte, epp bool, looks *int) (*ast.Program, diag.List, error) {
	return parseSource(filename, src, false, epp, looks)
}

// parseSource is parseCounting; with shared, the program's text is src's
// memory, which the caller never modifies (ParseWithWarningsShared).
func parseSource(filename string, src []byte, shared, epp bool, looks *int) (prog *ast.Program, warns diag.List, err error) {
	if msg := bomMessage(src); msg != "" {
		// Puppet's lexer refuses it without a position
		return nil, nil, diag.List{{Severity: diag.Error, Message: msg, Code: IssueIllegalBOM}}
	}
	if !utf8.Valid(src) {
		// Puppet reads manifests as UTF-8 and gives up without a position
		return nil, nil, diag.List{{Severity: diag.Error, Span: ast.Span{File: filename}, Message: "invalid byte sequence in UTF-8"}}
	}
	if len(src) > MaxSourceSize {
		return nil, nil, diag.List{{Severity: diag.Error, Span: ast.Span{File: filename},
			Message: fmt.Sprintf("The file is too large to parse (%d bytes; at most %d are accepted)", len(src), MaxSourceSize)}}
	}
	var text string
	if shared {
		text = unsafe.String(unsafe.SliceData(src), len(src))
	} else {
		text = string(src)
	}
	pos := newPositions(text)
	var tokens *lexer.Stream
	var lx *lexer.Lexer
	// the warnings Puppet reports before an error at the token with index
	// upTo (all when upTo < 0)
	warnings := func(upTo int) diag.List {
		if lx == nil {
			return nil
		}
		var l diag.List
		for _, w := range lx.Warnings() {
			if upTo >= 0 && w.Unit > upTo {
				break
			}
			p := pos.at(w.Pos)
			l = append(l, diag.Diagnostic{Severity: diag.Warning, Span: ast.Span{File: filename, Start: p, End: p}, Message: w.Message})
		}
		return l
	}
	failCode := func(sp ast.Span, code, msg string) {
		prog, err = nil, diag.List{{Severity: diag.Error, Span: sp, Message: msg, Code: code}}
	}
	fail := func(sp ast.Span, msg string) { failCode(sp, diag.SyntaxError, msg) }
	defer func() {
		if r := recover(); r != nil {
			warns = warnings(-1)
			switch e := r.(type) {
			case *lexer.Error:
				p := pos.at(e.Pos)
				code := e.Code
				if code == "" {
					code = diag.SyntaxError
				}
				failCode(ast.Span{File: filename, Start: p, End: p}, code, e.Message)
			case *syntaxError:
				tok := e.tok
				// LALR (Puppet) reports the first token that cannot be
				// shifted: the furthest token the LL parser had to look at.
				if tok == nil || (!e.exact && tokens != nil && tokens.Max > tok.GetTokenIndex()) {
					tok = tokens.Get(tokens.Max)
				}
				warns = warnings(tok.GetTokenIndex())
				fail(syntaxSpan(filename, pos, tok), syntaxMessage(tok))
			case *actionError:
				warns = warnings(tokens.Max)
				fail(e.span, e.msg)
			case *nestingError:
				failCode(syntaxSpan(filename, pos, e.tok), IssueNestingTooDeep, fmt.Sprintf("Expressions nested more than %d levels deep are not supported", maxNesting))
			default:
				// a bug: report it rather than take the process down
				fail(ast.Span{File: filename}, fmt.Sprintf("%s%v", internalError, r))
			}
		}
	}()

	lx = lexer.New(text, epp)
	tokens = lexer.NewStream(lx)
	if looks != nil {
		defer func() { *looks += tokens.Looks }()
	}
	b := &builder{file: filename, pos: pos, src: text, tokens: tokens}
	p := parsers.Get().(*gen.PuppetParser)
	defer func() {
		// drop the references to this parse before the parser is reused
		p.SetTokenStream(nil)
		p.SetBuilder(nil)
		parsers.Put(p)
	}()
	p.SetTokenStream(tokens)
	p.SetBuilder(b)
	p.GetInterpreter().SetPredictionMode(antlr.PredictionModeSLL)

	if !tryParse(p, epp) {
		tokens.Rewind()
		p.SetTokenStream(tokens)
		b.reset()
		p.SetBuilder(b)
		p.GetInterpreter().SetPredictionMode(antlr.PredictionModeLL)
		run(p, epp)
	}
	if b.err != nil {
		warns = warnings(-1)
		failCode(b.err.span, b.err.code, b.err.msg)
		return
	}
	warns = warnings(-1)
	if e := lx.BoolVariable(); e != nil {
		p := pos.at(e.Pos)
		fail(ast.Span{File: filename, Start: p, End: p}, e.Message)
		return
	}

	var body *ast.Block
	switch t := p.Result().(type) {
	case *ast.Block:
		body = t
	case *eppResult:
		e := &ast.EPP{Span: ast.Span{File: filename, Start: pos.at(0), End: pos.at(len(text))}}
		e.ParamsDeclared, e.Params = t.declared, t.params
		e.Body = t.body
		if e.Body == nil {
			e.Body = &ast.Block{Span: e.Span}
		}
		body = &ast.Block{Span: e.Span, Statements: []ast.Expr{e}}
	}
	if body == nil {
		body = &ast.Block{Span: ast.Span{File: filename, Start: pos.at(0), End: pos.at(0)}}
	}
	prog = &ast.Program{
		Span:        ast.Span{File: filename, Start: pos.at(0), End: pos.at(len(text))},
		Body:        body,
		Definitions: b.defs,
		Source:      src,
		Regexes:     b.regexes,
	}
	// Puppet logs the validation's warnings after the lexer's, then fails
	// on its errors
	var errs diag.List
	for _, d := range validate(prog) {
		if d.Severity == diag.Warning {
			warns = append(warns, d)
		} else {
			errs = append(errs, d)
		}
	}
	if len(errs) > 0 {
		return nil, warns, errs
	}
	return prog, warns, nil
}

// parsers keeps generated parsers for reuse (one is made for each parse
// running at the same time; its value stack is reused).
var parsers = sync.Pool{New: func() any {
	p := gen.NewPuppetParser(nil)
	p.BuildParseTrees = false
	p.RemoveErrorListeners()
	p.SetErrorHandler(&bailStrategy{antlr.NewDefaultErrorStrategy()})
	return p
}}

// internalError starts the message of a diagnostic made for a bug of the
// parser (the fuzz tests fail on it).
const internalError = "Internal error of the parser (please report it): "

// MaxSourceSize is the largest manifest or template accepted (64 MiB; the
// largest file of the corpus has 0.3 MB).
const MaxSourceSize = 64 << 20

func run(p *gen.PuppetParser, epp bool) {
	if epp {
		p.EppTemplate()
	} else {
		p.Manifest()
	}
}

// tryParse runs the fast SLL stage; false means the full LL stage must run.
func tryParse(p *gen.PuppetParser, epp bool) (ok bool) {
	defer func() {
		if r := recover(); r != nil {
			switch r.(type) {
			case *syntaxError, *actionError:
				// the LL stage decides (it is Puppet's parse)
				ok = false
			default:
				panic(r)
			}
		}
	}()
	run(p, epp)
	return true
}

func syntaxSpan(file string, pos *positions, tok antlr.Token) ast.Span {
	if tok == nil || tok.GetTokenType() == antlr.TokenEOF {
		return ast.Span{File: file}
	}
	return ast.Span{File: file, Start: pos.at(tok.GetStart()), End: pos.at(tok.GetStop() + 1)}
}

// syntaxMessage is Puppet's "Syntax error at 'value'": the value of the token
// as Puppet's lexer has it.
func syntaxMessage(tok antlr.Token) string {
	if tok == nil || tok.GetTokenType() == antlr.TokenEOF {
		return "Syntax error at end of input"
	}
	v := tok.GetText()
	if tok.GetTokenType() == gen.PuppetLexerREGEX {
		v = "(?-mix:" + v + ")"
	}
	return fmt.Sprintf("Syntax error at '%s'", v)
}
