// Package ast declares the types used to represent Puppet 7 programs and EPP
// templates: plain Go structs, one per construct, each carrying its source
// span. The parser package builds these trees; the compiler evaluates them.
//
// The shape follows Puppet's own program model (the "pops" model): every
// construct is an expression, a manifest is a Program whose Body is a Block,
// and statements are expressions evaluated for their side effects.
//
// Trees are immutable once the parser returns them, so one parsed environment
// can be shared by any number of concurrent compiles.
package ast

import "fmt"

// Pos is one position in a source file. Line and Col are 1-based; Col counts
// Unicode code points from the start of the line, as Puppet reports columns.
// Offset is the 0-based byte offset.
type Pos struct {
	Offset int
	Line   int
	Col    int
}

// Span is the source range of a node: File is the path the source was read
// from (as given to the parser), End is the position just past the node.
type Span struct {
	File       string
	Start, End Pos
}

// Loc returns the receiver, so that every node embedding a Span satisfies Node.
func (s Span) Loc() Span { return s }

// String formats the start as file:line:column.
func (s Span) String() string {
	return fmt.Sprintf("%s:%d:%d", s.File, s.Start.Line, s.Start.Col)
}

// Node is implemented by every AST type.
type Node interface {
	Loc() Span
}

// Expr is every construct that can appear as a statement or an operand.
// In Puppet, statements are expressions too.
type Expr interface {
	Node
	exprNode()
}

// Program is one parsed file: a manifest or an EPP template.
type Program struct {
	Span
	Body *Block
	// Definitions lists, in source order, every class, define, node, function
	// and type alias defined anywhere in the file (including those nested in
	// classes), so a loader can register them without walking the tree.
	// Names of nested definitions are already fully qualified.
	Definitions []Definition
	// Source is the text that was parsed (kept for diagnostics snippets).
	Source []byte
	// Regexes lists every regexp literal of the file in source order:
	// Puppet's lexer compiles each as it reads the file, so a pattern Ruby
	// refuses fails the whole file (values.CheckRegexpLiterals).
	Regexes []*LiteralRegex
}

// Definition is implemented by the named definitions: *ClassDef, *DefineDef,
// *NodeDef, *FunctionDef and *TypeAlias.
type Definition interface {
	Expr
	definitionNode()
}

// ---------------------------------------------------------------------------
// Literals and names

// LiteralString is a single-quoted string, a double-quoted string without
// interpolation, or a text segment of an interpolated string or heredoc.
// Value has escapes already processed. The parser allocates the nodes of
// single-quoted strings and words where compiler/util/markalloc
// recognises them (the strings Puppet hands Ruby frozen; parser/build.go).
type LiteralString struct {
	Span
	Value string
	// DoubleQuoted records the original quoting (for printing only).
	DoubleQuoted bool
}

// ConcatenatedString is a double-quoted string (or heredoc text) with
// interpolation. Parts are *LiteralString and *TextExpr in source order.
type ConcatenatedString struct {
	Span
	Parts []Expr
}

// TextExpr is one interpolated expression inside a string: "${expr}" or
// "$var". The evaluator converts the value to a string the way Puppet does.
type TextExpr struct {
	Span
	Expr Expr
}

// Heredoc is @(TAG:syntax/escapes). Text is a *LiteralString or a
// *ConcatenatedString (when the tag is unquoted and the text interpolates).
type Heredoc struct {
	Span
	Syntax string // "" when not given
	Text   Expr
}

// LiteralInteger is a decimal, hex (0x) or octal (leading 0) integer.
type LiteralInteger struct {
	Span
	Value int64
	Radix int // 10, 16 or 8
}

// LiteralFloat is a floating point literal.
type LiteralFloat struct {
	Span
	Value float64
}

// LiteralBoolean is true or false.
type LiteralBoolean struct {
	Span
	Value bool
}

// LiteralUndef is undef.
type LiteralUndef struct{ Span }

// LiteralDefault is default.
type LiteralDefault struct{ Span }

// LiteralRegex is /pattern/. Pattern is the text between the slashes with
// `\/` turned into `/`; other escapes are kept for the regex engine.
type LiteralRegex struct {
	Span
	Pattern string
}

// QualifiedName is a bare word: `foo`, `foo::bar`, `::foo`. As a value it is a
// string; as the left side of a call it names a function.
type QualifiedName struct {
	Span
	Name string
}

// QualifiedReference is a capitalized name: a type or resource type
// reference such as `File`, `Integer`, `Foo::Bar`. Name is as written.
type QualifiedReference struct {
	Span
	Name string
}

// ReservedWord is a reserved word used where a value is expected, such as an
// attribute or hash key named `application` or `site`; Puppet evaluates it
// to its name as a string.
type ReservedWord struct {
	Span
	Word string
}

// LiteralList is an array literal [a, b, c].
type LiteralList struct {
	Span
	Elements []Expr
}

// LiteralHash is a hash literal {k => v, ...}.
type LiteralHash struct {
	Span
	Entries []*KeyedEntry
}

// KeyedEntry is one k => v in a hash literal.
type KeyedEntry struct {
	Span
	Key, Value Expr
}

// Variable is $name, $::name or $a::b. Name is without the `$` (and keeps a
// leading `::` when written), or a decimal string for $0..$n.
//
// Param, in the body of a class or define (not in a nested definition nor
// in a parameter's default), is 1 + the variable's slot in the definition,
// else 0: the position of the definition's parameter of the same name, or
// for another unqualified name len(Params) + its position in the
// definition's Slots. A compile may find the variable's value where its
// scope's table placed that slot, after checking there that the name is
// the same (a lambda's parameter or a local variable of the same name
// still comes first; a name the scope does not hold is looked up as any).
// It is set by the parser and never changed.
type Variable struct {
	Span
	Name  string
	Param int32
}

// ---------------------------------------------------------------------------
// Operators

// UnaryMinus is -expr.
type UnaryMinus struct {
	Span
	Expr Expr
}

// Not is !expr.
type Not struct {
	Span
	Expr Expr
}

// Unfold is the splat *expr (in argument lists, array literals and case
// options).
type Unfold struct {
	Span
	Expr Expr
}

// Arithmetic is a binary + - * / % << >>.
type Arithmetic struct {
	Span
	Op          string
	Left, Right Expr
}

// Comparison is == != < > <= >=.
type Comparison struct {
	Span
	Op          string
	Left, Right Expr
}

// Match is =~ or !~.
type Match struct {
	Span
	Op          string
	Left, Right Expr
}

// In is `left in right`.
type In struct {
	Span
	Left, Right Expr
}

// And is `left and right`.
type And struct {
	Span
	Left, Right Expr
}

// Or is `left or right`.
type Or struct {
	Span
	Left, Right Expr
}

// Assignment is `left = right` (Op "=", or "+=" / "-=", which Puppet parses
// and then rejects).
type Assignment struct {
	Span
	Op          string
	Left, Right Expr
}

// Relationship is -> ~> <- <~. Chains are left-associative:
// a -> b -> c is Relationship{Left: Relationship{a, b}, Right: c}.
type Relationship struct {
	Span
	Op          string
	Left, Right Expr
}

// Access is left[keys...]: array/hash/string indexing, type
// parameterization (Integer[1, 2]) and resource references (File['x']).
type Access struct {
	Span
	Left Expr
	Keys []Expr
}

// Selector is `left ? { match => value, ... }`.
type Selector struct {
	Span
	Left    Expr
	Entries []*SelectorEntry
}

// SelectorEntry is one match => value of a selector.
type SelectorEntry struct {
	Span
	Match, Value Expr
}

// Parenthesized is ( expr ). Puppet keeps no trace of parentheses in values,
// but a few static rules depend on them (a parenthesized relationship, a
// resource title in parentheses), so the parser keeps the node.
type Parenthesized struct {
	Span
	Expr Expr
}

// ---------------------------------------------------------------------------
// Control flow

// Block is a sequence of statements; its value is the value of the last one.
type Block struct {
	Span
	Statements []Expr
}

// If is if/elsif/else. Else is nil, a *Block, or an *If for elsif.
type If struct {
	Span
	Test Expr
	Then *Block
	Else Expr
}

// Unless is unless/else. Else is nil or a *Block.
type Unless struct {
	Span
	Test Expr
	Then *Block
	Else Expr
}

// Case is `case test { options }`.
type Case struct {
	Span
	Test    Expr
	Options []*CaseOption
}

// CaseOption is `v1, v2: { body }`.
type CaseOption struct {
	Span
	Values []Expr
	Body   *Block
}

// ---------------------------------------------------------------------------
// Calls and lambdas

// CallFunction is a call of a named function: `f(a, b)`, `f a, b` (a
// statement call), or a type conversion call `Integer('1')`. Functor is a
// *QualifiedName or a *QualifiedReference.
type CallFunction struct {
	Span
	Functor Expr
	Args    []Expr
	Lambda  *Lambda // nil when no lambda is given
	// Statement is true for a call written without parentheses at statement
	// level (`include foo`), which Puppet treats as an rvalue-less call.
	Statement bool
}

// CallMethod is `receiver.name(args) |params| { }`; `$x.length` (without
// parentheses) is a CallMethod with no arguments.
type CallMethod struct {
	Span
	Receiver Expr
	Name     string
	NameSpan Span
	Args     []Expr
	Lambda   *Lambda
}

// Lambda is |params| { body } (optionally `>> ReturnType`).
type Lambda struct {
	Span
	Params     []*Parameter
	ReturnType Expr // nil when absent
	Body       *Block
}

// Parameter is one parameter of a class, define, function, lambda or EPP
// template: `Type $name = default` or the captures-rest `Type *$rest`.
type Parameter struct {
	Span
	Name         string
	Type         Expr // nil when absent (Any)
	Default      Expr // nil when absent
	CapturesRest bool
}

// ---------------------------------------------------------------------------
// Definitions

// ClassDef is `class name(params) inherits parent { body }`. Name is fully
// qualified (a class nested in class `a` named `b` has Name "a::b").
type ClassDef struct {
	Span
	Name   string
	Params []*Parameter
	Parent string // "" when the class does not inherit
	Body   *Block
	// Slots are the unqualified names, other than the parameters', of the
	// variables of the body, in the order of their first use: the slots
	// after the parameters' (Variable.Param). Derived, not written.
	Slots []string
}

// DefineDef is `define name(params) { body }` (a user-defined resource type).
type DefineDef struct {
	Span
	Name   string
	Params []*Parameter
	Body   *Block
	Slots  []string // as ClassDef's
}

// NodeDef is `node match, match { body }`. Matches are *LiteralString (host
// names, already joined from dotted NAME/NUMBER tokens), *LiteralRegex and
// *LiteralDefault. Parent is non-nil only when `inherits` was written (which
// validation rejects).
type NodeDef struct {
	Span
	Matches []Expr
	Parent  Expr
	Body    *Block
}

// FunctionDef is `function name(params) >> ReturnType { body }`.
type FunctionDef struct {
	Span
	Name       string
	Params     []*Parameter
	ReturnType Expr
	Body       *Block
}

// TypeAlias is `type Name = TypeExpr`.
type TypeAlias struct {
	Span
	Name string
	Type Expr
}

// ---------------------------------------------------------------------------
// Catalog expressions

// ResourceForm tells whether a resource expression is regular, virtual (@)
// or exported (@@).
type ResourceForm int

const (
	Regular ResourceForm = iota
	Virtual
	Exported
)

func (f ResourceForm) String() string {
	switch f {
	case Virtual:
		return "virtual"
	case Exported:
		return "exported"
	}
	return "regular"
}

// Resource is `type { title: attrs; title2: attrs }`. TypeName is a
// *QualifiedName (`file`, `class`, `foo::bar`), a *QualifiedReference, or an
// *Access on a QualifiedReference (`Resource['file']`).
type Resource struct {
	Span
	Form     ResourceForm
	TypeName Expr
	Bodies   []*ResourceBody
}

// ResourceBody is `title: attribute operations`.
type ResourceBody struct {
	Span
	Title Expr
	Ops   []*AttributeOp
}

// AttributeOp is `name => value`, `name +> value`, or (Splat) `* => hash`.
type AttributeOp struct {
	Span
	Name  string // "*" for a splat
	Op    string // "=>" or "+>"
	Value Expr
	Splat bool
}

// ResourceDefaults is `Type { attrs }`. TypeRef is a *QualifiedReference or
// an *Access on one.
type ResourceDefaults struct {
	Span
	Form    ResourceForm
	TypeRef Expr
	Ops     []*AttributeOp
}

// ResourceOverride is `Ref { attrs }` where Resources evaluates to one or
// more resource references (File['x'], $refs, ...).
type ResourceOverride struct {
	Span
	Form      ResourceForm
	Resources Expr
	Ops       []*AttributeOp
}

// Collect is `Type <| query |> { attrs }` or `Type <<| query |>>`. Query is
// nil for an empty query; otherwise a tree of *And, *Or, *Parenthesized and
// *Comparison (Op == or !=, Left a *QualifiedName attribute name).
type Collect struct {
	Span
	TypeRef  *QualifiedReference
	Exported bool
	Query    Expr
	Ops      []*AttributeOp
}

// ---------------------------------------------------------------------------
// EPP

// EPP is the body of a template. Params is nil when the template has no
// `<%- | params | -%>` header (then it accepts any variables in scope).
type EPP struct {
	Span
	Params         []*Parameter
	ParamsDeclared bool
	Body           *Block
}

// RenderString is literal template text.
type RenderString struct {
	Span
	Value string
}

// RenderExpr is <%= expr %>.
type RenderExpr struct {
	Span
	Expr Expr
}

// ---------------------------------------------------------------------------
// Marker methods

func (*LiteralString) exprNode()      {}
func (*ConcatenatedString) exprNode() {}
func (*TextExpr) exprNode()           {}
func (*Heredoc) exprNode()            {}
func (*LiteralInteger) exprNode()     {}
func (*LiteralFloat) exprNode()       {}
func (*LiteralBoolean) exprNode()     {}
func (*LiteralUndef) exprNode()       {}
func (*LiteralDefault) exprNode()     {}
func (*LiteralRegex) exprNode()       {}
func (*QualifiedName) exprNode()      {}
func (*QualifiedReference) exprNode() {}
func (*ReservedWord) exprNode()       {}
func (*LiteralList) exprNode()        {}
func (*LiteralHash) exprNode()        {}
func (*KeyedEntry) exprNode()         {}
func (*Variable) exprNode()           {}
func (*UnaryMinus) exprNode()         {}
func (*Not) exprNode()                {}
func (*Unfold) exprNode()             {}
func (*Arithmetic) exprNode()         {}
func (*Comparison) exprNode()         {}
func (*Match) exprNode()              {}
func (*In) exprNode()                 {}
func (*And) exprNode()                {}
func (*Or) exprNode()                 {}
func (*Assignment) exprNode()         {}
func (*Relationship) exprNode()       {}
func (*Access) exprNode()             {}
func (*Selector) exprNode()           {}
func (*SelectorEntry) exprNode()      {}
func (*Parenthesized) exprNode()      {}
func (*Block) exprNode()              {}
func (*If) exprNode()                 {}
func (*Unless) exprNode()             {}
func (*Case) exprNode()               {}
func (*CaseOption) exprNode()         {}
func (*CallFunction) exprNode()       {}
func (*CallMethod) exprNode()         {}
func (*Lambda) exprNode()             {}
func (*Parameter) exprNode()          {}
func (*ClassDef) exprNode()           {}
func (*DefineDef) exprNode()          {}
func (*NodeDef) exprNode()            {}
func (*FunctionDef) exprNode()        {}
func (*TypeAlias) exprNode()          {}
func (*Resource) exprNode()           {}
func (*ResourceBody) exprNode()       {}
func (*AttributeOp) exprNode()        {}
func (*ResourceDefaults) exprNode()   {}
func (*ResourceOverride) exprNode()   {}
func (*Collect) exprNode()            {}
func (*EPP) exprNode()                {}
func (*RenderString) exprNode()       {}
func (*RenderExpr) exprNode()         {}

func (*ClassDef) definitionNode()    {}
func (*DefineDef) definitionNode()   {}
func (*NodeDef) definitionNode()     {}
func (*FunctionDef) definitionNode() {}
func (*TypeAlias) definitionNode()   {}
