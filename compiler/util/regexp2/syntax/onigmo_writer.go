package syntax

// The code of Onigmo's subexpression calls (onigmo.go): every called group
// is a subroutine after the main program's Stop, its place in the pattern
// and each call a Call of it.

// callWriter is the writer's state for calls, for one pass.
type callWriter struct {
	groups map[int]*regexNode // the called groups' nodes, by number
	order  []int              // their numbers, in order
	addr   map[int]int        // each one's subroutine address
	sites  [][2]int           // each Call's position and group
}

// startCalls starts a pass: the groups tree's calls call.
func (w *writer) startCalls(tree *RegexTree) {
	w.calls = callWriter{}
	caps, calls := captureNodes(tree.root)
	if !calls {
		return
	}
	w.calls.groups = map[int]*regexNode{}
	w.calls.addr = map[int]int{}
	stack := []*regexNode{tree.root}
	for len(stack) > 0 {
		n := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if n.t == ntCall {
			w.calls.groups[n.m] = caps[n.m]
		}
		stack = append(stack, n.children...)
	}
	w.calls.order = sortedKeys(w.calls.groups)
}

// isCallSite reports whether n is a called group in its place (group 0,
// the whole pattern, runs in place: only calls call it).
func (w *writer) isCallSite(n *regexNode) bool {
	return n.t == ntCapture && n.m != 0 && w.calls.groups[n.m] != nil
}

// emitCall emits a Call of group g, whose address is patched in once
// its subroutine is written.
func (w *writer) emitCall(g int) {
	w.calls.sites = append(w.calls.sites, [2]int{w.curPos(), g})
	w.emit1(Call, 0)
}

// emitSubroutines writes each called group's subroutine (its capture
// marks around its body, then Return) and patches the calls.
func (w *writer) emitSubroutines() {
	for _, g := range w.calls.order {
		n := w.calls.groups[g]
		w.calls.addr[g] = w.curPos()
		if g != 0 {
			w.emit(Setmark)
		}
		for _, c := range n.children {
			w.walk(c)
		}
		if g != 0 {
			w.emit2(Capturemark, w.mapCapnum(n.m), w.mapCapnum(n.n))
		}
		w.emit(Return)
	}
	if w.counting {
		return
	}
	for _, s := range w.calls.sites {
		w.patchJump(s[0], w.calls.addr[s[1]])
	}
}

// walk emits the code of the subtree at root: a depth-first walk calling
// emitFragment before and after each child of an interior node and at each
// leaf (a called group in its place is a leaf: its Call).
func (w *writer) walk(root *regexNode) {
	base := len(w.intStack)
	curNode, curChild := root, 0
	for {
		if len(curNode.children) == 0 || w.isCallSite(curNode) {
			w.emitFragment(curNode.t, curNode, 0)
		} else if curChild < len(curNode.children) {
			w.emitFragment(curNode.t|beforeChild, curNode, curChild)
			curNode = curNode.children[curChild]
			w.pushInt(curChild)
			curChild = 0
			continue
		}
		if len(w.intStack) == base {
			return
		}
		curChild = w.popInt()
		curNode = curNode.next
		w.emitFragment(curNode.t|afterChild, curNode, curChild)
		curChild++
	}
}
