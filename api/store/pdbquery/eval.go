package pdbquery

import (
	"errors"
	"fmt"
	"regexp"
	"regexp/syntax"
	"sort"
	"strings"
	"time"

	"github.com/punch-dev/punch/api/puppetdb/wire"
	"github.com/punch-dev/punch/compiler/util/wordlist"
	"github.com/punch-dev/punch/compiler/values"
)

// MaxRows bounds the rows one query (or subquery) may produce before
// paging: a query over a huge store fails saying so instead of holding
// every row in memory.
const MaxRows = 1_000_000

// supported are the entities Punch answers; PuppetDB's others are known
// (a query naming them is not "Invalid entity") but refused.
func supported() string {
	names := make([]string, 0, len(entityTable))
	for n := range entityTable {
		names = append(names, n)
	}
	sort.Strings(names)
	return strings.Join(names, ", ")
}

// Evaluate answers query (a PQL string or an AST array beginning with
// "from") over nodes (in certname order), as PuppetDB's /pdb/query/v4
// does. A refusal is an *Error with PuppetDB's text.
func Evaluate(query values.Value, nodes []*Node) (values.Value, error) {
	if s, ok := query.(string); ok {
		ast, err := ParsePQL(s)
		if err != nil {
			return nil, err
		}
		query = ast
	}
	q, ok := query.([]values.Value)
	if !ok || len(q) < 2 || q[0] != "from" {
		return nil, errorf(`Your initial query must be of the form: ["from",<entity>,(<optional-query>)]. Check your query and try again.`)
	}
	ev := &evaluator{nodes: nodes}
	rows, err := ev.from(q, 0)
	if err != nil {
		return nil, err
	}
	out := make([]values.Value, len(rows))
	for i, r := range rows {
		out[i] = r
	}
	return out, nil
}

type evaluator struct {
	nodes []*Node
	rows  int
}

// plan is a query's parts.
type plan struct {
	ent       *entity
	fields    []values.Value // field names and ["function", ...]
	extracted bool
	where     values.Value
	groupBy   []string
	orderBy   [][2]string
	limit     int64
	offset    int64
}

// from answers ["from", ENTITY, clauses...] with answer rows.
func (ev *evaluator) from(q []values.Value, depth int) ([]*values.Hash, error) {
	name, _ := q[1].(string)
	ent, err := lookupEntity(name)
	if err != nil {
		return nil, err
	}
	p := &plan{ent: ent, limit: -1}
	for _, c := range q[2:] {
		a, _ := c.([]values.Value)
		switch opOf(c) {
		case "extract":
			if err := p.extract(a); err != nil {
				return nil, err
			}
		case "order_by":
			if len(a) != 2 {
				return nil, errorf("order_by requires exactly one argument")
			}
			if err := p.order(a[1]); err != nil {
				return nil, err
			}
		case "limit", "offset":
			n, ok := a[len(a)-1].(int64)
			if len(a) != 2 || !ok || n < 0 {
				return nil, errorf("Illegal value '%s' for :%s; expected a non-negative integer.", jsonText(a[len(a)-1]), opOf(c))
			}
			if opOf(c) == "limit" {
				p.limit = n
			} else {
				p.offset = n
			}
		default:
			if p.where != nil {
				return nil, errorf("Your query must contain at most one filter expression")
			}
			p.where = c
		}
	}
	return ev.run(p, depth)
}

func lookupEntity(name string) (*entity, error) {
	if e := entityTable[name]; e != nil {
		return e, nil
	}
	for _, n := range entities {
		if n == name {
			return nil, errorf("puppetdb_query: Punch's embedded store does not answer queries of '%s' (it answers %s); use PuppetDB for them", name, supported())
		}
	}
	return nil, errorf("Invalid entity '%s' in query", name)
}

// extract reads ["extract", FIELDS, FILTER?, ["group_by", ...]?].
func (p *plan) extract(a []values.Value) error {
	if len(a) < 2 {
		return errorf("extract requires at least one argument")
	}
	p.extracted = true
	switch f := a[1].(type) {
	case string:
		p.fields = []values.Value{f}
	case []values.Value:
		p.fields = f
	default:
		return errorf("extract requires a field or a list of fields, not %s", jsonText(a[1]))
	}
	for _, f := range p.fields {
		switch x := f.(type) {
		case string:
			if err := p.ent.checkExtract(x); err != nil {
				return err
			}
		case []values.Value:
			if err := p.ent.checkFunction(x); err != nil {
				return err
			}
		default:
			return errorf("Can't extract unknown '%s' field '%s'. Acceptable fields are %s", p.ent.name, jsonText(f), quoteList(p.ent.extractable()))
		}
	}
	for _, c := range a[2:] {
		if opOf(c) == "group_by" {
			for _, g := range c.([]values.Value)[1:] {
				s, ok := g.(string)
				if !ok {
					return errorf("group_by takes field names, not %s", jsonText(g))
				}
				if err := p.ent.checkExtract(s); err != nil {
					return err
				}
				p.groupBy = append(p.groupBy, s)
			}
			continue
		}
		if p.where != nil {
			return errorf("Your query must contain at most one filter expression")
		}
		p.where = c
	}
	return nil
}

func (e *entity) extractable() []string {
	if e.extractOrder != nil {
		return e.extractOrder
	}
	return e.keys
}

func (e *entity) isDotted(f string) bool {
	for _, d := range e.dotted {
		if strings.HasPrefix(f, d+".") {
			return true
		}
	}
	return false
}

func (e *entity) checkExtract(f string) error {
	if _, ok := e.types[f]; ok || e.isDotted(f) {
		return nil
	}
	return errorf("Can't extract unknown '%s' field '%s'. Acceptable fields are %s", e.name, f, quoteList(e.extractable()))
}

func (e *entity) checkFunction(f []values.Value) error {
	if opOf(f) != "function" || len(f) < 2 {
		return errorf("Can't extract unknown '%s' field '%s'. Acceptable fields are %s", e.name, jsonText(f), quoteList(e.extractable()))
	}
	name, _ := f[1].(string)
	switch name {
	case "count":
		if len(f) > 3 {
			return errorf("count takes at most one field")
		}
	case "sum", "avg", "min", "max":
		if len(f) != 3 {
			return errorf("%s requires exactly one field", name)
		}
	default:
		return errorf("puppetdb_query: Punch's embedded store does not answer the function '%s' (it answers count, sum, avg, min and max)", name)
	}
	if len(f) == 3 {
		s, ok := f[2].(string)
		if !ok {
			return errorf("%s takes a field name, not %s", name, jsonText(f[2]))
		}
		return e.checkExtract(s)
	}
	return nil
}

func (p *plan) order(v values.Value) error {
	a, ok := v.([]values.Value)
	if !ok {
		return errorf("order_by requires a list of fields")
	}
	for _, o := range a {
		switch x := o.(type) {
		case string:
			p.orderBy = append(p.orderBy, [2]string{x, "asc"})
		case []values.Value:
			f, _ := x[0].(string)
			dir := ""
			if len(x) == 2 {
				dir, _ = x[1].(string)
			}
			if f == "" || (dir != "asc" && dir != "desc") {
				return errorf("Illegal order_by parameter %s; expected a field or [field, \"asc\"|\"desc\"]", jsonText(o))
			}
			p.orderBy = append(p.orderBy, [2]string{f, dir})
		default:
			return errorf("Illegal order_by parameter %s", jsonText(o))
		}
	}
	return nil
}

// run evaluates a plan.
func (ev *evaluator) run(p *plan, depth int) ([]*values.Hash, error) {
	if depth > MaxDepth {
		return nil, errorf("query nested deeper than %d levels", MaxDepth)
	}
	var match func(row) (bool, error)
	if p.where != nil {
		m, err := ev.compile(p.ent, p.where, depth+1)
		if err != nil {
			return nil, err
		}
		match = m
	}
	activeOnly := nodeStateOf(p.where) == "active"
	var rows []row
	for _, n := range ev.nodes {
		if activeOnly && !n.Active() {
			continue
		}
		for _, r := range n.rowsOf(p.ent) {
			if match != nil {
				ok, err := match(r)
				if err != nil {
					return nil, err
				}
				if !ok {
					continue
				}
			}
			ev.rows++
			if ev.rows > MaxRows {
				return nil, errorf("puppetdb_query: the query reads more than %d rows of the embedded store; narrow it", MaxRows)
			}
			rows = append(rows, r)
		}
	}
	var out []*values.Hash
	if hasFunction(p.fields) {
		out = aggregate(p, rows)
	} else {
		if len(p.orderBy) > 0 {
			sortBy(rows, p.orderBy, func(r row, f string) values.Value { return r.value(p.ent, f) })
		}
		out = make([]*values.Hash, len(rows))
		for i, r := range rows {
			out[i] = project(p, r)
		}
	}
	if hasFunction(p.fields) && len(p.orderBy) > 0 {
		sortBy(out, p.orderBy, get)
	}
	if p.offset > 0 {
		if p.offset >= int64(len(out)) {
			out = nil
		} else {
			out = out[p.offset:]
		}
	}
	if p.limit >= 0 && p.limit < int64(len(out)) {
		out = out[:p.limit]
	}
	if out == nil {
		out = []*values.Hash{}
	}
	return out, nil
}

// nodeStateOf is the node_state a filter asks for: PuppetDB leaves
// deactivated (and expired) nodes out ("active") unless the query names
// node_state or ["node", "active"] anywhere ("any"); each such comparison
// is then a condition on the row's node like any other (binary): PuppetDB
// 7.12 answers ["or", ["=", ["node", "active"], true], ["=", ["node",
// "active"], false]] with every node, and ["or", ["=", "node_state",
// "active"], ["=", "certname", "x"]] with every active node and x.
func nodeStateOf(where values.Value) string {
	state := "active"
	var walk func(v values.Value)
	walk = func(v values.Value) {
		a, ok := v.([]values.Value)
		if !ok || len(a) == 0 {
			return
		}
		switch opOf(a) {
		case "=":
			if len(a) == 3 && (a[1] == "node_state" || isNodeActive(a[1])) {
				state = "any"
			}
			return
		case "and", "or", "not":
			for _, e := range a[1:] {
				walk(e)
			}
		}
	}
	walk(where)
	return state
}

// isNodeActive reports whether a field is the legacy ["node", "active"].
func isNodeActive(f values.Value) bool {
	a, ok := f.([]values.Value)
	return ok && len(a) == 2 && a[0] == "node" && a[1] == "active"
}

// value is a row's field, dotted paths walked.
func (r row) value(e *entity, f string) values.Value {
	v, _ := r.lookup(e, f)
	return v
}

// lookup is value, and whether the field or path is there.
func (r row) lookup(e *entity, f string) (values.Value, bool) {
	if v, ok := r.fields[f]; ok {
		return v, true
	}
	if !e.isDotted(f) {
		return nil, false
	}
	parts := splitDotted(f)
	v := r.fields[parts[0]]
	for _, part := range parts[1:] {
		key, idx := part, -1
		if i := strings.IndexByte(part, '['); i > 0 && strings.HasSuffix(part, "]") {
			fmt.Sscanf(part[i+1:len(part)-1], "%d", &idx)
			key = part[:i]
		}
		h, ok := v.(*values.Hash)
		if !ok {
			return nil, false
		}
		if v, ok = h.Get(key); !ok {
			return nil, false
		}
		if idx >= 0 {
			a, ok := v.([]values.Value)
			if !ok || idx >= len(a) {
				return nil, false
			}
			v = a[idx]
		}
	}
	return v, true
}

func project(p *plan, r row) *values.Hash {
	if !p.extracted {
		h := values.NewHash(len(p.ent.keys))
		for _, k := range p.ent.keys {
			h.Put(k, r.fields[k])
		}
		return h
	}
	h := values.NewHash(len(p.fields))
	for _, f := range p.fields {
		s := f.(string)
		h.Put(s, r.value(p.ent, s))
	}
	return h
}

func hasFunction(fields []values.Value) bool {
	for _, f := range fields {
		if _, ok := f.([]values.Value); ok {
			return true
		}
	}
	return false
}

// aggregate applies the extract's functions to each group of rows; the
// answer has the functions first, then the grouping fields (PuppetDB's
// order).
func aggregate(p *plan, rows []row) []*values.Hash {
	var plain []string
	var fns [][]values.Value
	for _, f := range p.fields {
		if s, ok := f.(string); ok {
			plain = append(plain, s)
		} else {
			fns = append(fns, f.([]values.Value))
		}
	}
	keys := p.groupBy
	if len(keys) == 0 {
		keys = plain
	}
	type group struct {
		key  []values.Value
		rows []row
	}
	var groups []*group
	index := map[string]*group{}
	for _, r := range rows {
		kv := make([]values.Value, len(keys))
		for i, k := range keys {
			kv[i] = r.value(p.ent, k)
		}
		id := string(wire.AppendValue(nil, kv))
		g := index[id]
		if g == nil {
			g = &group{key: kv}
			index[id] = g
			groups = append(groups, g)
		}
		g.rows = append(g.rows, r)
	}
	if len(groups) == 0 && len(keys) == 0 {
		groups = append(groups, &group{})
	}
	out := make([]*values.Hash, 0, len(groups))
	for _, g := range groups {
		h := values.NewHash(len(fns) + len(plain))
		for _, fn := range fns {
			name := fn[1].(string)
			field := ""
			if len(fn) == 3 {
				field = fn[2].(string)
			}
			h.Put(name, applyFunction(p.ent, name, field, g.rows))
		}
		for _, f := range plain {
			var v values.Value
			if len(g.rows) > 0 {
				v = g.rows[0].value(p.ent, f)
			}
			h.Put(f, v)
		}
		out = append(out, h)
	}
	return out
}

func applyFunction(e *entity, name, field string, rows []row) values.Value {
	if name == "count" {
		n := int64(0)
		for _, r := range rows {
			if field == "" || r.value(e, field) != nil {
				n++
			}
		}
		return n
	}
	var nums []values.Value
	for _, r := range rows {
		switch v := r.value(e, field).(type) {
		case int64, float64:
			nums = append(nums, v)
		}
	}
	if len(nums) == 0 {
		return nil
	}
	switch name {
	case "sum", "avg":
		var fsum float64
		var isum int64
		allInt := true
		for _, v := range nums {
			switch x := v.(type) {
			case int64:
				isum += x
				fsum += float64(x)
			case float64:
				allInt = false
				fsum += x
			}
		}
		if name == "avg" {
			return fsum / float64(len(nums))
		}
		if allInt {
			return isum
		}
		return fsum
	default: // min, max
		best := nums[0]
		for _, v := range nums[1:] {
			c := compareJSON(v, best)
			if (name == "min" && c < 0) || (name == "max" && c > 0) {
				best = v
			}
		}
		return best
	}
}

// sortBy orders rows (or answer hashes) by the order_by fields:
// PostgreSQL puts nulls last in ascending order and first in descending
// order.
func sortBy[T any](xs []T, by [][2]string, val func(T, string) values.Value) {
	sort.SliceStable(xs, func(i, j int) bool {
		for _, o := range by {
			c := compareNullsLast(val(xs[i], o[0]), val(xs[j], o[0]))
			if o[1] == "desc" {
				c = -c
			}
			if c != 0 {
				return c < 0
			}
		}
		return false
	})
}

func compareNullsLast(a, b values.Value) int {
	switch {
	case a == nil && b == nil:
		return 0
	case a == nil:
		return 1
	case b == nil:
		return -1
	}
	return compareJSON(a, b)
}

// jsonRank is jsonb's order of types: null < string < number < boolean <
// array < object.
func jsonRank(v values.Value) int {
	switch v.(type) {
	case nil:
		return 0
	case string:
		return 1
	case int64, float64:
		return 2
	case bool:
		return 3
	case []values.Value:
		return 4
	}
	return 5
}

func num(v values.Value) (float64, bool) {
	switch x := v.(type) {
	case int64:
		return float64(x), true
	case float64:
		return x, true
	}
	return 0, false
}

func compareJSON(a, b values.Value) int {
	ra, rb := jsonRank(a), jsonRank(b)
	if ra != rb {
		return ra - rb
	}
	switch x := a.(type) {
	case string:
		return strings.Compare(x, b.(string))
	case int64, float64:
		fa, _ := num(a)
		fb, _ := num(b)
		switch {
		case fa < fb:
			return -1
		case fa > fb:
			return 1
		}
		return 0
	case bool:
		y := b.(bool)
		switch {
		case x == y:
			return 0
		case !x:
			return -1
		}
		return 1
	case []values.Value:
		y := b.([]values.Value)
		for i := 0; i < len(x) && i < len(y); i++ {
			if c := compareJSON(x[i], y[i]); c != 0 {
				return c
			}
		}
		return len(x) - len(y)
	}
	return strings.Compare(string(wire.AppendValue(nil, a)), string(wire.AppendValue(nil, b)))
}

// negate is the opposite of the matcher m ("not", "!~"), or err.
func negate(m func(row) (bool, error), err error) (func(row) (bool, error), error) {
	if err != nil {
		return nil, err
	}
	return func(r row) (bool, error) {
		ok, err := m(r)
		return !ok, err
	}, nil
}

// compile makes a filter of an AST expression over an entity's rows.
func (ev *evaluator) compile(e *entity, v values.Value, depth int) (func(row) (bool, error), error) {
	if depth > MaxDepth {
		return nil, errorf("query nested deeper than %d levels", MaxDepth)
	}
	a, ok := v.([]values.Value)
	if !ok || len(a) == 0 {
		return nil, errorf("%s is not a valid expression", jsonText(v))
	}
	op := opOf(a)
	args := a[1:]
	switch op {
	case "and", "or":
		if len(args) == 0 {
			return nil, errorf("%s requires at least one argument", op)
		}
		subs := make([]func(row) (bool, error), len(args))
		for i, x := range args {
			m, err := ev.compile(e, x, depth+1)
			if err != nil {
				return nil, err
			}
			subs[i] = m
		}
		want := op == "or"
		return func(r row) (bool, error) {
			for _, m := range subs {
				ok, err := m(r)
				if err != nil || ok == want {
					return ok, err
				}
			}
			return !want, nil
		}, nil
	case "not":
		if len(args) != 1 {
			return nil, errorf("not requires exactly one argument")
		}
		m, err := ev.compile(e, args[0], depth+1)
		return negate(m, err)
	case "!~":
		// PQL's "!~" (not a match of the regular expression).
		if len(args) != 2 {
			return nil, errorf("%s requires exactly two arguments", op)
		}
		return negate(ev.binary(e, "~", args[0], args[1]))
	case "=", "<", "<=", ">", ">=", "~", "~>":
		if len(args) != 2 {
			return nil, errorf("%s requires exactly two arguments", op)
		}
		return ev.binary(e, op, args[0], args[1])
	case "null?":
		if len(args) != 2 {
			return nil, errorf("null? requires exactly two arguments")
		}
		f, ft, err := e.queryField(args[0])
		if err != nil {
			return nil, err
		}
		want, ok := args[1].(bool)
		if !ok {
			return nil, errorf("Argument to null? must be a boolean")
		}
		if ft == tJSON && e.isDotted(f) {
			// A path into JSON (parameters.mode) is null when the key is
			// there with a null value: PuppetDB answers nothing for a
			// resource without the parameter either way.
			return func(r row) (bool, error) {
				v, ok := r.lookup(e, f)
				return ok && (v == nil) == want, nil
			}, nil
		}
		return func(r row) (bool, error) { return (r.value(e, f) == nil) == want, nil }, nil
	case "in":
		if len(args) != 2 {
			return nil, errorf("in requires exactly two arguments")
		}
		return ev.in(e, args[0], args[1], depth)
	case "subquery":
		if len(args) < 1 {
			return nil, errorf("subquery requires an entity")
		}
		name, _ := args[0].(string)
		child, err := lookupEntity(name)
		if err != nil {
			return nil, err
		}
		q := []values.Value{"from", name}
		q = append(q, args[1:]...)
		cols := relationship(e, child)
		ex := append([]values.Value{"extract", toValues(cols)}, args[1:]...)
		q = []values.Value{"from", name, ex}
		return ev.inRows(e, cols, q, depth)
	}
	if strings.HasPrefix(op, "select_") {
		return nil, errorf("'%s' may only be the argument of 'in' (with extract)", op)
	}
	return nil, errorf("No implementation of method: :-plan->sql of protocol: #'puppetlabs.puppetdb.query-eng.engine/SQLGen found for class: nil")
}

func toValues(s []string) []values.Value {
	out := make([]values.Value, len(s))
	for i, x := range s {
		out[i] = x
	}
	return out
}

// relationship is the fields an implicit subquery joins on.
func relationship(parent, child *entity) []string {
	pair := parent.name + "/" + child.name
	if pair == "facts/fact_contents" || pair == "fact_contents/facts" {
		return []string{"certname", "name"}
	}
	return []string{"certname"}
}

// queryField checks a field a filter names.
func (e *entity) queryField(v values.Value) (string, fieldType, error) {
	f, ok := v.(string)
	if !ok {
		if a, ok := v.([]values.Value); ok && len(a) == 2 {
			switch {
			case e.name == "nodes" && a[0] == "fact":
				return "", 0, errorf("puppetdb_query: Punch's embedded store does not answer the legacy ['fact', NAME] field; use inventory and facts.NAME")
			}
		}
		return "", 0, errorf("%s is not a queryable object for %s. Known queryable objects are %s", jsonText(v), e.name, quoteList(e.queryable()))
	}
	if f == "node_state" {
		return f, tString, nil
	}
	if t, ok := e.fieldType(f); ok && !e.unqueryable[f] {
		return f, t, nil
	}
	if e.isDotted(f) {
		return f, tJSON, nil
	}
	return "", 0, errorf("'%s' is not a queryable object for %s. Known queryable objects are %s", f, e.name, quoteList(e.queryable()))
}

func (ev *evaluator) binary(e *entity, op string, fv, value values.Value) (func(row) (bool, error), error) {
	if isNodeActive(fv) && op == "=" {
		want, _ := value.(bool)
		return func(r row) (bool, error) { return r.node.Active() == want, nil }, nil
	}
	f, ft, err := e.queryField(fv)
	if err != nil {
		return nil, err
	}
	if f == "node_state" {
		if op != "=" {
			return nil, errorf("node_state can only be compared with =")
		}
		s, _ := value.(string)
		switch s {
		case "active", "inactive":
			want := s == "active"
			return func(r row) (bool, error) { return r.node.Active() == want, nil }, nil
		case "any":
			return func(row) (bool, error) { return true, nil }, nil
		}
		return nil, errorf("node_state must be 'active', 'inactive', or 'any'")
	}
	switch op {
	case "=":
		if f == "tag" {
			s, _ := value.(string)
			s = strings.ToLower(s)
			return func(r row) (bool, error) { return containsString(r.fields["tags"], s), nil }, nil
		}
		return func(r row) (bool, error) { return equalField(ft, r.value(e, f), value), nil }, nil
	case "<", "<=", ">", ">=":
		switch ft {
		case tString, tPath, tArray, tBool:
			return nil, errorf("Query operators >,>=,<,<= are not allowed on field %s", f)
		}
		if ft == tTime {
			s, _ := value.(string)
			t, err := parseTime(s)
			if err != nil {
				return nil, errorf("'%s' is not a valid timestamp value", jsonText(value))
			}
			return func(r row) (bool, error) {
				rt, err := parseTime(fmt.Sprint(r.value(e, f)))
				return err == nil && ordered(op, compareTimes(rt, t)), nil
			}, nil
		}
		if _, ok := num(value); !ok {
			return func(row) (bool, error) { return false, nil }, nil
		}
		return func(r row) (bool, error) {
			rv := r.value(e, f)
			if _, ok := num(rv); !ok {
				return false, nil
			}
			return ordered(op, compareJSON(rv, value)), nil
		}, nil
	case "~":
		s, ok := value.(string)
		if !ok {
			return nil, errorf("Value %s for ~ must be a string", jsonText(value))
		}
		re, err := compileRegexp(s)
		if err != nil {
			return nil, err
		}
		return func(r row) (bool, error) {
			switch x := r.value(e, f).(type) {
			case string:
				return re.MatchString(x), nil
			case []values.Value:
				if ft == tPath {
					return false, nil
				}
				for _, el := range x {
					if s, ok := el.(string); ok && re.MatchString(s) {
						return true, nil
					}
				}
			}
			return false, nil
		}, nil
	default: // "~>"
		if ft != tPath {
			return nil, errorf("~> is only valid on path fields, not %s", f)
		}
		pats, ok := value.([]values.Value)
		if !ok {
			return nil, errorf("~> requires an array of regular expressions")
		}
		res := make([]*regexp.Regexp, len(pats))
		for i, pv := range pats {
			s, ok := pv.(string)
			if !ok {
				return nil, errorf("~> requires an array of regular expressions")
			}
			re, err := compileRegexp(s)
			if err != nil {
				return nil, err
			}
			res[i] = re
		}
		return func(r row) (bool, error) {
			path, _ := r.value(e, f).([]values.Value)
			if len(path) != len(res) {
				return false, nil
			}
			for i, el := range path {
				if !res[i].MatchString(values.ToString(el)) {
					return false, nil
				}
			}
			return true, nil
		}, nil
	}
}

func ordered(op string, c int) bool {
	switch op {
	case "<":
		return c < 0
	case "<=":
		return c <= 0
	case ">":
		return c > 0
	}
	return c >= 0
}

func compareTimes(a, b time.Time) int {
	switch {
	case a.Before(b):
		return -1
	case a.After(b):
		return 1
	}
	return 0
}

func parseTime(s string) (time.Time, error) {
	for _, l := range []string{time.RFC3339Nano, "2006-01-02T15:04:05.000Z07:00", "2006-01-02"} {
		if t, err := time.Parse(l, s); err == nil {
			return t, nil
		}
	}
	return time.Time{}, errors.New("not a time")
}

func containsString(v values.Value, s string) bool {
	a, _ := v.([]values.Value)
	for _, e := range a {
		if e == s {
			return true
		}
	}
	return false
}

// equalField is "=" on a field of type ft.
func equalField(ft fieldType, rv, v values.Value) bool {
	switch ft {
	case tArray:
		if s, ok := v.(string); ok {
			return containsString(rv, s)
		}
		return wire.Equal(rv, v)
	case tTime:
		s, ok := v.(string)
		rs, ok2 := rv.(string)
		if !ok || !ok2 {
			return false
		}
		a, err1 := parseTime(s)
		b, err2 := parseTime(rs)
		return err1 == nil && err2 == nil && a.Equal(b)
	}
	return rv != nil && wire.Equal(rv, v)
}

// compileRegexp compiles a PostgreSQL regular expression (Go's syntax is
// close to its ARE for what queries use), with PostgreSQL's words for the
// common mistakes.
func compileRegexp(s string) (*regexp.Regexp, error) {
	re, err := regexp.Compile(s)
	if err == nil {
		return re, nil
	}
	msg := err.Error()
	var se *syntax.Error
	if errors.As(err, &se) {
		switch se.Code {
		case syntax.ErrMissingBracket:
			msg = "brackets [] not balanced"
		case syntax.ErrMissingParen, syntax.ErrUnexpectedParen:
			msg = "parentheses () not balanced"
		case syntax.ErrMissingRepeatArgument:
			msg = "quantifier operand invalid"
		}
	}
	return nil, errorf("ERROR: invalid regular expression: %s", msg)
}

// in is ["in", FIELD(S), ["array", [...]] | subquery].
func (ev *evaluator) in(e *entity, fv, value values.Value, depth int) (func(row) (bool, error), error) {
	var fields []string
	switch x := fv.(type) {
	case string:
		fields = []string{x}
	case []values.Value:
		for _, f := range x {
			s, _ := f.(string)
			fields = append(fields, s)
		}
	}
	for _, f := range fields {
		if _, _, err := e.queryField(f); err != nil {
			return nil, err
		}
	}
	if opOf(value) == "array" {
		a := value.([]values.Value)
		if len(a) != 2 || len(fields) != 1 {
			return nil, errorf("in with an array takes one field and one array")
		}
		list, _ := a[1].([]values.Value)
		_, ft, _ := e.queryField(fields[0])
		f := fields[0]
		return func(r row) (bool, error) {
			rv := r.value(e, f)
			for _, v := range list {
				if equalField(ft, rv, v) {
					return true, nil
				}
			}
			return false, nil
		}, nil
	}
	var q []values.Value
	switch opOf(value) {
	case "from":
		q = value.([]values.Value)
	case "extract":
		// ["extract", FIELDS, ["select_ENTITY", FILTER?, ...]]
		ex := value.([]values.Value)
		if len(ex) < 3 || !strings.HasPrefix(opOf(ex[2]), "select_") {
			return nil, errorf("in requires a subquery: [\"extract\", FIELDS, [\"select_<entity>\", ...]]")
		}
		sel := ex[2].([]values.Value)
		name := strings.TrimPrefix(opOf(sel), "select_")
		inner := append([]values.Value{"extract", ex[1]}, sel[1:]...)
		q = []values.Value{"from", name, inner}
		// paging clauses of the select stay with it
		var filters []values.Value
		for _, c := range sel[1:] {
			if isPaging(c) {
				q = append(q, c)
			} else {
				filters = append(filters, c)
			}
		}
		q[2] = append([]values.Value{"extract", ex[1]}, filters...)
	default:
		return nil, errorf("%s is not a valid argument of in: an array ([\"array\", [...]]) or a subquery", jsonText(value))
	}
	return ev.inRows(e, fields, q, depth)
}

// inRows answers a subquery and matches rows whose fields are among its
// answers.
func (ev *evaluator) inRows(e *entity, fields []string, q []values.Value, depth int) (func(row) (bool, error), error) {
	if len(q) < 2 {
		return nil, errorf("the subquery has no entity")
	}
	sub, err := ev.from(q, depth+1)
	if err != nil {
		return nil, err
	}
	set := map[string]bool{}
	for _, h := range sub {
		if h.Len() != len(fields) {
			return nil, errorf("Column definition for entity relationship invalid: the subquery extracts %d fields for %d", h.Len(), len(fields))
		}
		kv := make([]values.Value, h.Len())
		for i := 0; i < h.Len(); i++ {
			_, kv[i] = h.At(i)
		}
		set[string(wire.AppendValue(nil, kv))] = true
	}
	return func(r row) (bool, error) {
		kv := make([]values.Value, len(fields))
		for i, f := range fields {
			kv[i] = r.value(e, f)
		}
		return set[string(wire.AppendValue(nil, kv))], nil
	}, nil
}

// quoteList is PuppetDB's list of names: 'a', 'b', and 'c'.
func quoteList(names []string) string {
	q := make([]string, len(names))
	for i, n := range names {
		q[i] = "'" + n + "'"
	}
	return wordlist.Join(q, "and")
}

func jsonText(v values.Value) string { return string(wire.AppendValue(nil, v)) }
