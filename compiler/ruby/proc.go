package ruby

import (
	"unsafe"

	"github.com/punch-dev/punch/compiler/values"
)

// Proc is a Ruby Proc or lambda: a block with its captured scope, or a
// Go function (Symbol#to_proc, Method#to_proc, procs made by Go code).
type Proc struct {
	lambda bool
	// Ruby blocks
	blk   *blockNode
	frame *frame
	self  Value
	// defining context of the block (for super, constants, return)
	ctx *callCtx
	// Go procs
	fn       GoFunc
	min, max int
	// symName is set for Symbol#to_proc procs, method for Method#to_proc.
	symName string
	method  *method
	// selfOverride: self is p.self, not the defining context's (procs
	// made by instance_exec-like Go code).
	selfOverride bool
	// hostBlk is the Puppet lambda a Go proc stands for (hostBlock), so
	// that it is handed back to Puppet as itself.
	hostBlk Block
}

// IsLambda reports lambda?.
func (p *Proc) IsLambda() bool { return p.lambda }

// Regexp is a Ruby Regexp. Matching uses compiler/values' engine (Ruby
// syntax translated, bounded match time).
type Regexp struct {
	Source string
	// Options: Ruby's bits (IGNORECASE 1, EXTENDED 2, MULTILINE 4).
	Options int
	re      *values.Regexp
	// thawed: not frozen. A literal is frozen (the zero value); Ruby
	// 3.1's Regexp.new, Regexp.union, dup and Puppet's Regexp values are
	// not.
	thawed bool
}

// Regexp option bits, as Ruby's Regexp constants.
const (
	RegexpIgnoreCase = 1
	RegexpExtended   = 2
	RegexpMultiline  = 4
)

// MatchData is the result of a successful match.
type MatchData struct {
	str    string
	starts []int // byte offsets; -1 when a group did not take part
	ends   []int
	names  []string
	re     *Regexp
	// \K moved starts[0] from found (regexp.go's foundAt)
	kept  bool
	found int
}

// addrOf is an object's address, for identity keys and default inspect.
func addrOf(v Value) uintptr {
	type iface struct {
		typ, data unsafe.Pointer
	}
	return uintptr((*iface)(unsafe.Pointer(&v)).data)
}
