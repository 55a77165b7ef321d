package parser

import (
	"strings"
	"unicode/utf8"

	"github.com/punch-dev/punch/parser/ast"
)

// positions converts byte offsets of the source to ast.Pos: 1-based line
// and column, the column counted in characters (as Puppet counts them).
type positions struct {
	src        string
	lineStarts []int // byte offset of the start of each line
	// for a source that is not all ASCII: the number of characters before
	// every multiple of cpStep bytes
	checkpoints []int32
	last        int // line of the previous lookup (lookups are mostly in order)
}

const cpStep = 256

func newPositions(src string) *positions {
	p := &positions{src: src}
	p.lineStarts = append(make([]int, 0, len(src)/32+1), 0)
	for i := 0; ; {
		j := strings.IndexByte(src[i:], '\n')
		if j < 0 {
			break
		}
		i += j + 1
		p.lineStarts = append(p.lineStarts, i)
	}
	ascii := true
	for i := 0; i < len(src); i++ {
		if src[i] >= utf8.RuneSelf {
			ascii = false
			break
		}
	}
	if !ascii {
		p.checkpoints = make([]int32, len(src)/cpStep+1)
		n := int32(0)
		for i := 0; i < len(src); i++ {
			if i%cpStep == 0 {
				p.checkpoints[i/cpStep] = n
			}
			if src[i]&0xC0 != 0x80 {
				n++
			}
		}
	}
	return p
}

// chars returns the number of characters before byte offset off.
func (p *positions) chars(off int) int {
	k := off / cpStep
	n := int(p.checkpoints[k])
	for i := k * cpStep; i < off; i++ {
		if p.src[i]&0xC0 != 0x80 {
			n++
		}
	}
	return n
}

func (p *positions) at(off int) ast.Pos {
	if off < 0 {
		off = 0
	}
	if off > len(p.src) {
		off = len(p.src)
	}
	ls := p.lineStarts
	line := p.last
	if !(ls[line] <= off && (line+1 == len(ls) || ls[line+1] > off)) {
		if line+1 < len(ls) && ls[line+1] <= off && (line+2 == len(ls) || ls[line+2] > off) {
			line++
		} else {
			lo, hi := 0, len(ls)-1
			for lo < hi {
				mid := (lo + hi + 1) / 2
				if ls[mid] <= off {
					lo = mid
				} else {
					hi = mid - 1
				}
			}
			line = lo
		}
		p.last = line
	}
	col := off - ls[line] + 1
	if p.checkpoints != nil {
		col = p.chars(off) - p.chars(ls[line]) + 1
	}
	return ast.Pos{Offset: off, Line: line + 1, Col: col}
}
