// Package pdbquery answers PuppetDB 7.12's query languages (PQL and the
// AST query language of /pdb/query/v4) over Punch's embedded store, so
// that puppetdb_query works with storeconfigs_backend = punch as it does
// against PuppetDB. A PQL string is parsed into the AST as PuppetDB's
// grammar (pql-grammar.ebnf) and transform do; the AST is then evaluated
// over the nodes' facts, catalogs (in PuppetDB's form) and reports, with
// PuppetDB's field names, JSON shapes, default filters (deactivated nodes
// left out) and error wording. See docs/storeconfigs.md, "puppetdb_query".
package pdbquery

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"github.com/punch-dev/punch/compiler/values"
)

// Bounds on what one query may make the parser and the evaluator do: a
// hostile query gets an error, never unbounded work or memory.
const (
	// MaxQueryBytes bounds a PQL string.
	MaxQueryBytes = 64 << 10
	// MaxDepth bounds the nesting of expressions and subqueries.
	MaxDepth = 64
)

// entities are PuppetDB's entity names in its grammar's order (the order
// the parser tries them, which decides the "Expected one of" list).
var entities = []string{"facts", "reports", "catalogs", "packages", "package_inventory", "resources", "nodes",
	"environments", "factsets", "fact_paths", "fact_contents", "inventory", "edges", "events"}

// Error is PuppetDB's refusal of a query: its text is what PuppetDB
// answers with its 400 status.
type Error struct{ Msg string }

func (e *Error) Error() string { return e.Msg }

func errorf(format string, a ...any) error { return &Error{Msg: fmt.Sprintf(format, a...)} }

// pql is a recursive-descent parser of PuppetDB's PQL grammar with
// backtracking. As instaparse, it reports a failure at the furthest
// position any alternative reached, with what was expected there.
type pql struct {
	src      string
	pos      int
	far      int
	expected []string
	depth    int
	tooDeep  bool
}

// ParsePQL parses a PQL query into PuppetDB's AST (["from", ENTITY,
// ...]), or fails with PuppetDB's "PQL parse error at line L, column C"
// text.
func ParsePQL(src string) (values.Value, error) {
	if len(src) > MaxQueryBytes {
		return nil, errorf("PQL query of %d bytes is longer than the %d bytes Punch accepts", len(src), MaxQueryBytes)
	}
	p := &pql{src: src, far: -1}
	p.optWS()
	v, ok := p.from()
	if ok {
		p.optWS()
		if p.pos == len(p.src) {
			return v, nil
		}
		p.fail(p.pos, "")
	}
	if p.tooDeep {
		return nil, errorf("PQL query nested deeper than %d levels", MaxDepth)
	}
	return nil, p.parseError()
}

// parseError words the failure as PuppetDB (instaparse) does.
func (p *pql) parseError() error {
	at := p.far
	if at < 0 {
		at = 0
	}
	line, col, start := 1, 1, 0
	for i := 0; i < at && i < len(p.src); i++ {
		if p.src[i] == '\n' {
			line++
			col = 1
			start = i + 1
		} else {
			col++
		}
	}
	end := strings.IndexByte(p.src[start:], '\n')
	text := p.src[start:]
	if end >= 0 {
		text = p.src[start : start+end]
	}
	var b strings.Builder
	fmt.Fprintf(&b, "PQL parse error at line %d, column %d:\n\n%s\n%s^\n\nExpected one of:\n\n", line, col, text, strings.Repeat(" ", col-1))
	// instaparse lists the reasons last tried first, each once (at its
	// first attempt's place).
	seen := map[string]bool{}
	var list []string
	for _, e := range p.expected {
		if e == "" || seen[e] {
			continue
		}
		seen[e] = true
		list = append(list, e)
	}
	for i := len(list) - 1; i >= 0; i-- {
		b.WriteString(list[i])
		b.WriteByte('\n')
	}
	return &Error{Msg: b.String()}
}

// fail records that what was expected at position at.
func (p *pql) fail(at int, what string) {
	if at > p.far {
		p.far = at
		p.expected = p.expected[:0]
	}
	if at == p.far {
		p.expected = append(p.expected, what)
	}
}

const (
	reWS    = `#"\s+"`
	reField = `#"[a-zA-Z0-9_]+\??"`
	reDigit = `#"[0-9]+"`
	reStd   = `#"[^\s\.\",\[\]!<=>~]+(\[\d+\])?"`
)

func isSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'
}

// ws matches #'\s+'.
func (p *pql) ws() bool {
	i := p.pos
	for i < len(p.src) && isSpace(p.src[i]) {
		i++
	}
	if i == p.pos {
		p.fail(p.pos, reWS)
		return false
	}
	p.pos = i
	return true
}

func (p *pql) optWS() { p.ws() }

// enclosed matches open, [ws], body, [ws], close; when any of them fails,
// the position is left as it was.
func (p *pql) enclosed(open, close string, body func() bool) bool {
	start := p.pos
	if !p.lit(open) {
		return false
	}
	p.optWS()
	if !body() {
		p.pos = start
		return false
	}
	p.optWS()
	if !p.lit(close) {
		p.pos = start
		return false
	}
	return true
}

// comma matches [ws] ',' [ws] between two items of a list; without a
// comma, the position is left as it was.
func (p *pql) comma() bool {
	save := p.pos
	p.optWS()
	if !p.lit(",") {
		p.pos = save
		return false
	}
	p.optWS()
	return true
}

// lit matches a literal string.
func (p *pql) lit(s string) bool {
	if strings.HasPrefix(p.src[p.pos:], s) {
		p.pos += len(s)
		return true
	}
	p.fail(p.pos, s)
	return false
}

func (p *pql) enter() bool {
	p.depth++
	if p.depth > MaxDepth {
		p.tooDeep = true
		return false
	}
	return true
}

func (p *pql) leave() { p.depth-- }

// deeper calls f one level deeper; entered is false (and f not called)
// when the query is already nested MaxDepth levels.
func (p *pql) deeper(f func() (values.Value, bool)) (v values.Value, ok, entered bool) {
	if !p.enter() {
		return nil, false, false
	}
	defer p.leave()
	v, ok = f()
	return v, ok, true
}

// entity matches one of the entity names (the longest that matches).
func (p *pql) entity() (string, bool) {
	best := ""
	for _, e := range entities {
		if strings.HasPrefix(p.src[p.pos:], e) {
			if len(e) > len(best) {
				best = e
			}
		} else {
			p.fail(p.pos, e)
		}
	}
	if best == "" {
		return "", false
	}
	p.pos += len(best)
	return best, true
}

// from = entity, [[ws], extract], [ws], where.
func (p *pql) from() (values.Value, bool) {
	if !p.enter() {
		return nil, false
	}
	defer p.leave()
	start := p.pos
	ent, ok := p.entity()
	if !ok {
		return nil, false
	}
	var clauses []values.Value
	save := p.pos
	p.optWS()
	if ex, ok := p.extract(); ok {
		clauses = append(clauses, ex)
	} else {
		p.pos = save
	}
	p.optWS()
	where, ok := p.where()
	if !ok {
		p.pos = start
		return nil, false
	}
	clauses = append(clauses, where...)
	return append([]values.Value{"from", ent}, slurpExtract(clauses)...), true
}

// slurpExtract is PuppetDB's slurp-expr->extract: the filter (and group
// by) join the extract when there is one.
func slurpExtract(clauses []values.Value) []values.Value {
	var paging, other []values.Value
	for _, c := range clauses {
		if isPaging(c) {
			paging = append(paging, c)
		} else {
			other = append(other, c)
		}
	}
	if len(other) > 1 && opOf(other[0]) == "extract" {
		ex := append([]values.Value{}, other[0].([]values.Value)...)
		ex = append(ex, other[1:]...)
		return append([]values.Value{ex}, paging...)
	}
	return clauses
}

func isPaging(c values.Value) bool {
	switch opOf(c) {
	case "limit", "offset", "order_by":
		return true
	}
	return false
}

// opOf is the first element of an AST array when it is a string.
func opOf(v values.Value) string {
	if a, ok := v.([]values.Value); ok && len(a) > 0 {
		if s, ok := a[0].(string); ok {
			return s
		}
	}
	return ""
}

// extract = '[', [ws], [fieldlist], [ws], ']'.
func (p *pql) extract() (values.Value, bool) {
	fields := []values.Value{}
	ok := p.enclosed("[", "]", func() bool {
		if fs, ok := p.fieldlist(); ok {
			fields = fs
		}
		return true
	})
	if !ok {
		return nil, false
	}
	return []values.Value{"extract", fields}, true
}

// where = '{', [ws], [expression], [ws], [groupby | {paging, [ws]}], {ws}, '}'.
func (p *pql) where() ([]values.Value, bool) {
	var out []values.Value
	ok := p.enclosed("{", "}", func() bool {
		save := p.pos
		if e, ok := p.expression(); ok {
			out = append(out, e)
		} else {
			p.pos = save
		}
		p.optWS()
		if g, ok := p.groupby(); ok {
			out = append(out, g)
			return true
		}
		for {
			pg, ok := p.paging()
			if !ok {
				return true
			}
			out = append(out, pg)
			p.optWS()
		}
	})
	if !ok {
		return nil, false
	}
	return out, true
}

func (p *pql) groupby() (values.Value, bool) {
	start := p.pos
	if !p.lit("group by") || !p.ws() {
		p.pos = start
		return nil, false
	}
	fs, ok := p.fieldlist()
	if !ok {
		p.pos = start
		return nil, false
	}
	return append([]values.Value{"group_by"}, fs...), true
}

func (p *pql) paging() (values.Value, bool) {
	start := p.pos
	for _, kw := range []string{"limit", "offset"} {
		if p.lit(kw) {
			if p.ws() {
				if n, ok := p.integer(); ok {
					return []values.Value{kw, n}, true
				}
			}
			p.pos = start
		}
	}
	if !p.lit("order by") || !p.ws() {
		p.pos = start
		return nil, false
	}
	var params []values.Value
	op, ok := p.orderparam()
	if !ok {
		p.pos = start
		return nil, false
	}
	params = append(params, op)
	for {
		save := p.pos
		if !p.lit(",") {
			break
		}
		p.optWS()
		op, ok := p.orderparam()
		if !ok {
			p.pos = save
			break
		}
		params = append(params, op)
	}
	return []values.Value{"order_by", params}, true
}

// orderparam = !('asc' | 'desc') field, [ws direction], [ws].
func (p *pql) orderparam() (values.Value, bool) {
	rest := p.src[p.pos:]
	if strings.HasPrefix(rest, "asc") || strings.HasPrefix(rest, "desc") {
		return nil, false
	}
	f, ok := p.field()
	if !ok {
		return nil, false
	}
	var out values.Value = f
	save := p.pos
	if p.ws() {
		dir := ""
		if p.lit("asc") {
			dir = "asc"
		} else if p.lit("desc") {
			dir = "desc"
		}
		if dir != "" {
			out = []values.Value{f, dir}
		} else {
			p.pos = save
		}
	}
	p.optWS()
	return out, true
}

// fieldlist = (field | function) {[ws] ',' [ws] (field | function)}.
func (p *pql) fieldlist() ([]values.Value, bool) {
	var out []values.Value
	for {
		save := p.pos
		if len(out) > 0 && !p.comma() {
			return out, true
		}
		if fn, ok := p.function(); ok {
			out = append(out, fn)
			continue
		}
		if f, ok := p.field(); ok {
			out = append(out, f)
			continue
		}
		p.pos = save
		return out, len(out) > 0
	}
}

var functionNames = []string{"count", "avg", "sum", "min", "max", "to_string"}

// function = functionname, [ws], '(', [ws], [arglist], [ws], ')'.
func (p *pql) function() (values.Value, bool) {
	start := p.pos
	name := ""
	for _, f := range functionNames {
		if p.lit(f) {
			name = f
			break
		}
	}
	if name == "" {
		return nil, false
	}
	p.optWS()
	out := []values.Value{"function", name}
	ok := p.enclosed("(", ")", func() bool {
		save := p.pos
		if s, ok := p.str(); ok {
			out = append(out, s)
		} else if f, ok := p.field(); ok {
			out = append(out, f)
		} else {
			p.pos = save
			return true
		}
		for {
			save := p.pos
			if !p.comma() {
				return true
			}
			s, ok := p.str()
			if !ok {
				p.pos = save
				return true
			}
			out = append(out, s)
		}
	})
	if !ok {
		p.pos = start
		return nil, false
	}
	return out, true
}

// field = #'[a-zA-Z0-9_]+\??' | ('facts' | 'trusted' | 'parameters'), ('.' part)+.
func (p *pql) field() (string, bool) {
	start := p.pos
	for _, d := range []string{"facts", "trusted", "parameters"} {
		if !strings.HasPrefix(p.src[p.pos:], d) {
			continue
		}
		p.pos += len(d)
		parts := []string{d}
		for p.pos < len(p.src) && p.src[p.pos] == '.' {
			p.pos++
			part, ok := p.pathPart()
			if !ok {
				p.pos--
				break
			}
			parts = append(parts, part)
		}
		if len(parts) > 1 {
			return strings.Join(parts, "."), true
		}
		p.pos = start
	}
	i := p.pos
	for i < len(p.src) && (isWordByte(p.src[i])) {
		i++
	}
	if i == p.pos {
		// What instaparse lists (it names 'facts' with the entities).
		p.fail(p.pos, reField)
		p.fail(p.pos, "trusted")
		p.fail(p.pos, "parameters")
		return "", false
	}
	if i < len(p.src) && p.src[i] == '?' {
		i++
	}
	s := p.src[p.pos:i]
	p.pos = i
	return s, true
}

func isWordByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_'
}

// pathPart is one part of a dotted field: quotedfield, matchfield or
// standardfield.
func (p *pql) pathPart() (string, bool) {
	rest := p.src[p.pos:]
	if strings.HasPrefix(rest, `"`) {
		// #'\".*?\"(?=\.|\s)'
		for i := 1; i < len(rest); i++ {
			if rest[i] == '\n' {
				break
			}
			if rest[i] == '"' && i+1 < len(rest) && (rest[i+1] == '.' || isSpace(rest[i+1])) {
				p.pos += i + 1
				return rest[:i+1], true
			}
		}
	}
	if strings.HasPrefix(rest, "match(") {
		if j := strings.IndexByte(rest, ')'); j >= 0 && !strings.Contains(rest[:j], "\n") {
			p.pos += j + 1
			return rest[:j+1], true
		}
	}
	i := 0
	for i < len(rest) && !isSpace(rest[i]) && !strings.ContainsRune(".\",[]!<=>~", rune(rest[i])) {
		i++
	}
	if i == 0 {
		p.fail(p.pos, reStd)
		return "", false
	}
	if i < len(rest) && rest[i] == '[' {
		j := i + 1
		for j < len(rest) && rest[j] >= '0' && rest[j] <= '9' {
			j++
		}
		if j > i+1 && j < len(rest) && rest[j] == ']' {
			i = j + 1
		}
	}
	p.pos += i
	return rest[:i], true
}

// expression = expr-or.
func (p *pql) expression() (values.Value, bool) {
	if !p.enter() {
		return nil, false
	}
	defer p.leave()
	return p.exprBool("or", p.exprAnd)
}

func (p *pql) exprAnd() (values.Value, bool) { return p.exprBool("and", p.exprNot) }

// exprBool is expr-or and expr-and: operand | operand ws KW ws self,
// transformed into ["or", a, b] (b nested).
func (p *pql) exprBool(kw string, operand func() (values.Value, bool)) (values.Value, bool) {
	a, ok := operand()
	if !ok {
		return nil, false
	}
	save := p.pos
	if p.ws() && p.lit(kw) && p.ws() {
		b, ok, entered := p.deeper(func() (values.Value, bool) { return p.exprBool(kw, operand) })
		if !entered {
			return nil, false
		}
		if ok {
			return []values.Value{kw, a, b}, true
		}
	}
	p.pos = save
	return a, true
}

// exprNot = ('!', [ws], expr-not) | expr-rest.
func (p *pql) exprNot() (values.Value, bool) {
	start := p.pos
	if p.lit("!") {
		p.optWS()
		e, ok, entered := p.deeper(p.exprNot)
		if !entered {
			return nil, false
		}
		if ok {
			return []values.Value{"not", e}, true
		}
		p.pos = start
	}
	return p.exprRest()
}

// exprRest = ('(', [ws], expression, [ws], ')') | condexpression |
// condexpnull | subquery.
func (p *pql) exprRest() (values.Value, bool) {
	start := p.pos
	var e values.Value
	if p.enclosed("(", ")", func() bool {
		var ok bool
		e, ok = p.expression()
		return ok
	}) {
		return e, true
	}
	if p.tooDeep {
		return nil, false
	}
	if c, ok := p.condition(); ok {
		return c, true
	}
	p.pos = start
	if ent, ok := p.entity(); ok {
		p.optWS()
		sub, ok, entered := p.deeper(func() (values.Value, bool) {
			where, ok := p.where()
			return append([]values.Value{"subquery", ent}, where...), ok
		})
		if !entered {
			return nil, false
		}
		if ok {
			return sub, true
		}
	}
	p.pos = start
	return nil, false
}

// condition is condexpression and condexpnull.
func (p *pql) condition() (values.Value, bool) {
	start := p.pos
	var lhs values.Value
	grouped := p.enclosed("[", "]", func() bool {
		fs, ok := p.fieldlist()
		lhs = fs
		return ok
	})
	if !grouped {
		f, ok := p.field()
		if !ok {
			return nil, false
		}
		lhs = f
	}
	p.optWS()
	opStart := p.pos
	if grouped {
		if p.lit("in") {
			p.optWS()
			if v, ok := p.valueIn(); ok {
				return []values.Value{"in", lhs, v}, true
			}
		}
		p.pos = start
		return nil, false
	}
	if !grouped {
		if p.lit("is null") {
			return []values.Value{"null?", lhs, true}, true
		}
		if p.lit("is not null") {
			return []values.Value{"null?", lhs, false}, true
		}
	}
	for _, op := range []string{"~>", "~", ">=", "<=", "<", ">", "=", "!=", "!~", "in"} {
		p.pos = opStart
		if !p.lit(op) {
			continue
		}
		p.optWS()
		var v values.Value
		ok := false
		switch op {
		case "~":
			v, ok = p.str()
		case "~>":
			v, ok = p.regexpList()
		case ">=", "<=", "<", ">":
			v, ok = p.number()
			if !ok {
				v, ok = p.str()
			}
		case "in":
			v, ok = p.valueIn()
		default:
			v, ok = p.literal()
		}
		if !ok {
			continue
		}
		if op == "!=" {
			return []values.Value{"not", []values.Value{"=", lhs, v}}, true
		}
		return []values.Value{op, lhs, v}, true
	}
	p.pos = start
	return nil, false
}

// valueIn = from | groupedliterallist (["array", [...]]).
func (p *pql) valueIn() (values.Value, bool) {
	start := p.pos
	if q, ok := p.from(); ok {
		return q, true
	}
	p.pos = start
	if l, ok := p.list(p.literal); ok {
		return []values.Value{"array", l}, true
	}
	p.pos = start
	return nil, false
}

func (p *pql) regexpList() (values.Value, bool) {
	l, ok := p.list(p.str)
	if !ok {
		return nil, false
	}
	return l, true
}

// list = '[', [ws], item {[ws] ',' [ws] item}, [ws], ']'.
func (p *pql) list(item func() (values.Value, bool)) ([]values.Value, bool) {
	var out []values.Value
	ok := p.enclosed("[", "]", func() bool {
		for len(out) == 0 || p.comma() {
			v, ok := item()
			if !ok {
				return false
			}
			out = append(out, v)
		}
		return true
	})
	if !ok {
		return nil, false
	}
	return out, true
}

// literal = string | integer | real | boolean | array.
func (p *pql) literal() (values.Value, bool) {
	if s, ok := p.str(); ok {
		return s, true
	}
	if n, ok := p.number(); ok {
		return n, true
	}
	if p.lit("true") {
		return true, true
	}
	if p.lit("false") {
		return false, true
	}
	if !p.enter() {
		return nil, false
	}
	defer p.leave()
	if l, ok := p.list(p.literal); ok {
		return l, true
	}
	return nil, false
}

// number is real or integer.
func (p *pql) number() (values.Value, bool) {
	start := p.pos
	neg := p.pos < len(p.src) && p.src[p.pos] == '-'
	if neg {
		p.pos++
	}
	d := p.digits()
	if d == "" {
		p.pos = start
		return nil, false
	}
	if p.pos+1 < len(p.src) && p.src[p.pos] == '.' && p.src[p.pos+1] >= '0' && p.src[p.pos+1] <= '9' {
		p.pos++
		p.digits()
		if p.pos < len(p.src) && (p.src[p.pos] == 'e' || p.src[p.pos] == 'E') {
			save := p.pos
			p.pos++
			if p.pos < len(p.src) && (p.src[p.pos] == '-' || p.src[p.pos] == '+') {
				p.pos++
			}
			if p.digits() == "" {
				p.pos = save
			}
		}
		f, err := strconv.ParseFloat(p.src[start:p.pos], 64)
		if err != nil {
			p.pos = start
			return nil, false
		}
		return f, true
	}
	n, err := strconv.ParseInt(p.src[start:p.pos], 10, 32)
	if err != nil {
		// Java's Integer: PuppetDB fails on a larger number.
		p.fail(start, reDigit)
		p.pos = start
		return nil, false
	}
	return n, true
}

func (p *pql) integer() (values.Value, bool) {
	start := p.pos
	n, ok := p.number()
	if !ok {
		return nil, false
	}
	if _, isInt := n.(int64); !isInt {
		p.pos = start
		return nil, false
	}
	return n, true
}

func (p *pql) digits() string {
	i := p.pos
	for i < len(p.src) && p.src[i] >= '0' && p.src[i] <= '9' {
		i++
	}
	if i == p.pos {
		p.fail(p.pos, reDigit)
		return ""
	}
	s := p.src[p.pos:i]
	p.pos = i
	return s
}

// str is dqstring (its text read as a JSON string) or sqstring (\'
// unescaped).
func (p *pql) str() (values.Value, bool) {
	if p.pos >= len(p.src) || (p.src[p.pos] != '"' && p.src[p.pos] != '\'') {
		p.fail(p.pos, `"`)
		p.fail(p.pos, `'`)
		return nil, false
	}
	q := p.src[p.pos]
	i := p.pos + 1
	for i < len(p.src) && p.src[i] != q {
		if p.src[i] == '\\' {
			i++
		}
		i++
	}
	if i >= len(p.src) {
		p.fail(len(p.src), string(q))
		return nil, false
	}
	body := p.src[p.pos+1 : i]
	if q == '\'' {
		p.pos = i + 1
		return strings.ReplaceAll(body, `\'`, `'`), true
	}
	var s string
	if err := json.Unmarshal([]byte(`"`+body+`"`), &s); err != nil {
		p.fail(p.pos, `"`)
		return nil, false
	}
	p.pos = i + 1
	return s, true
}
