package ruby

import (
	"path/filepath"
	"strings"
)

// Puppet's checks of a 3.x (legacy) function file before it evaluates
// it (RubyLegacyFunctionInstantiator): no method definitions anywhere,
// a newfunction call, and the name the file's path gives.

// isLegacyFunctionFile reports a file of lib/puppet/parser/functions/.
func isLegacyFunctionFile(path string) bool {
	return strings.Contains(filepath.ToSlash(path), "/puppet/parser/functions/")
}

// checkLegacyFunction walks the file's AST as Puppet's Ripper walk does.
func checkLegacyFunction(f *File) error {
	var found *defNode
	walkNodes(f.prog, func(n node) bool {
		if d, ok := n.(*defNode); ok && found == nil {
			found = d
			return false
		}
		return found == nil
	})
	if found != nil {
		name, line := "<unknown>", "<unknown>"
		if found.nameIdent {
			name = found.name
			// Puppet reports Ripper's column (0-based) as the line
			l, _ := f.Position(found.npos)
			start := f.lines[l-1-f.line0]
			line = itoaInt(found.npos - start)
		}
		return &Error{File: f.name, Class: "SecurityError", Message: "Illegal method definition of method '" + name + "' in source " + f.name + " on line " + line + " in legacy function. See https://puppet.com/docs/puppet/latest/functions_refactor_legacy.html for more information"}
	}
	return nil
}

func itoaInt(n int) string {
	if n == 0 {
		return "0"
	}
	neg := n < 0
	if neg {
		n = -n
	}
	var b []byte
	for n > 0 {
		b = append([]byte{byte('0' + n%10)}, b...)
		n /= 10
	}
	if neg {
		b = append([]byte{'-'}, b...)
	}
	return string(b)
}

// walkNodes visits n and its descendants in source order until visit
// returns false.
func walkNodes(n node, visit func(node) bool) bool {
	if n == nil {
		return true
	}
	if !visit(n) {
		return false
	}
	w := func(m node) bool { return walkNodes(m, visit) }
	ws := func(list []node) bool {
		for _, m := range list {
			if !w(m) {
				return false
			}
		}
		return true
	}
	wb := func(b *blockNode) bool {
		if b == nil {
			return true
		}
		if b.params != nil {
			for _, p := range b.params.list {
				if !w(p.dflt) {
					return false
				}
			}
		}
		return w(b.body)
	}
	switch x := n.(type) {
	case *seqNode:
		return ws(x.list)
	case *strNode:
		for _, p := range x.parts {
			if !w(p.code) {
				return false
			}
		}
	case *xstrNode:
		return w(x.str)
	case *dsymNode:
		return w(x.str)
	case *regexNode:
		return w(x.str)
	case *arrayNode:
		return ws(x.elems)
	case *hashNode:
		for i := range x.vals {
			if !w(x.keys[i]) || !w(x.vals[i]) {
				return false
			}
		}
	case *rangeNode:
		return w(x.lo) && w(x.hi)
	case *constNode:
		return w(x.scope)
	case *assignNode:
		return w(x.target) && w(x.value)
	case *opAssignNode:
		return w(x.target) && w(x.value)
	case *multiAssignNode:
		return ws(x.targets) && w(x.value)
	case *callNode:
		return w(x.recv) && ws(x.args) && wb(x.block)
	case *superNode:
		return ws(x.args) && wb(x.block)
	case *yieldNode:
		return ws(x.args)
	case *splatNode:
		return w(x.val)
	case *blockPassNode:
		return w(x.val)
	case *andNode:
		return w(x.l) && w(x.r)
	case *orNode:
		return w(x.l) && w(x.r)
	case *notNode:
		return w(x.val)
	case *definedNode:
		return w(x.val)
	case *ifNode:
		return w(x.cond) && w(x.then) && w(x.els)
	case *whileNode:
		return w(x.cond) && w(x.body)
	case *forNode:
		return ws(x.vars) && w(x.iter) && w(x.body)
	case *caseNode:
		if !w(x.subject) {
			return false
		}
		for _, wc := range x.whens {
			if !ws(wc.conds) || !w(wc.body) {
				return false
			}
		}
		return w(x.els)
	case *caseInNode:
		if !w(x.subject) {
			return false
		}
		for _, c := range x.clauses {
			if !w(c.pat) || !w(c.guard) || !w(c.body) {
				return false
			}
		}
		return w(x.els)
	case *patMatchNode:
		return w(x.val) && w(x.pat)
	case *patValue:
		return w(x.val)
	case *patAs:
		return w(x.pat)
	case *patAlt:
		return ws(x.alts)
	case *patArr:
		return w(x.konst) && ws(x.pre) && ws(x.post)
	case *patFind:
		return w(x.konst) && ws(x.mid)
	case *patHash:
		return w(x.konst) && ws(x.vals)
	case *breakNode:
		return w(x.val)
	case *nextNode:
		return w(x.val)
	case *returnNode:
		return w(x.val)
	case *beginNode:
		if !w(x.body) {
			return false
		}
		for _, rc := range x.rescues {
			if !ws(rc.classes) || !w(rc.target) || !w(rc.body) {
				return false
			}
		}
		return w(x.els) && w(x.ensure)
	case *defNode:
		if x.params != nil {
			for _, p := range x.params.list {
				if !w(p.dflt) {
					return false
				}
			}
		}
		return w(x.singleton) && w(x.body)
	case *classNode:
		return w(x.cpath) && w(x.super) && w(x.body)
	case *sclassNode:
		return w(x.target) && w(x.body)
	case *mlhsNode:
		return ws(x.targets)
	case *preExeNode:
		return w(x.body)
	}
	return true
}
