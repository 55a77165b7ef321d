package yamlerr

// parser walks the tokens of the first document, failing (panic) at the
// first error with the context of the construct being parsed.
type parser struct {
	s       *scanner
	handles map[string]bool
	depth   int
}

func (p *parser) is(k ...kind) bool {
	t := p.s.peek().kind
	for _, x := range k {
		if t == x {
			return true
		}
	}
	return false
}

// stream parses the stream start and the first document, stopping where
// Psych.parse stops: at the end of that document.
func (p *parser) stream() {
	p.s.take() // stream start
	t := p.s.peek()
	if t.kind == tStreamEnd {
		return
	}
	p.handles = map[string]bool{}
	if t.kind != tVersion && t.kind != tTagDir && t.kind != tDocStart {
		p.handles["!"], p.handles["!!"] = true, true
		p.node(true, false)
		p.s.peek() // the token that ends the document
		return
	}
	seenVersion := false
	for p.is(tVersion, tTagDir) {
		d := p.s.take()
		if d.kind == tVersion {
			if seenVersion {
				failNoMark("found duplicate %YAML directive")
			}
			seenVersion = true
			if d.major != 1 || (d.minor != 1 && d.minor != 2) {
				failNoMark("found incompatible YAML document")
			}
		} else {
			if p.handles[d.handle] {
				failNoMark("found duplicate %TAG directive")
			}
			p.handles[d.handle] = true
		}
	}
	p.handles["!"], p.handles["!!"] = true, true
	if !p.is(tDocStart) {
		failNoMark("did not find expected <document start>")
	}
	p.s.take()
	if !p.is(tVersion, tTagDir, tDocStart, tDocEnd, tStreamEnd) {
		p.node(true, false)
	}
	p.s.peek()
}

// node parses one node: block says whether block collections may start
// here, indentless whether a "- " sequence may sit at its parent's
// indentation (a mapping value).
func (p *parser) node(block, indentless bool) {
	p.depth++
	if p.depth > maxDepth {
		unknown()
	}
	defer func() { p.depth-- }()
	t := p.s.peek()
	if t.kind == tAlias {
		p.s.take()
		return
	}
	start := t.at
	props := false
	if t.kind == tAnchor || t.kind == tTag {
		props = true
		// the tag handle is checked once the token after the properties
		// has been scanned
		first := p.s.take()
		if (first.kind == tAnchor && p.is(tTag)) || (first.kind == tTag && p.is(tAnchor)) {
			second := p.s.take()
			p.s.peek()
			p.checkTag(second, start)
		}
		p.s.peek()
		p.checkTag(first, start)
	}
	switch p.s.peek().kind {
	case tEntry:
		if indentless {
			p.indentlessSeq()
			return
		}
	case tScalar:
		p.s.take()
		return
	case tFlowSeq:
		p.flowSeq()
		return
	case tFlowMap:
		p.flowMap()
		return
	case tBlockSeq:
		if block {
			p.blockSeq()
			return
		}
	case tBlockMap:
		if block {
			p.blockMap()
			return
		}
	}
	if props {
		return // an empty scalar with properties
	}
	ctx := "while parsing a flow node"
	if block {
		ctx = "while parsing a block node"
	}
	fail("did not find expected node content", ctx, p.s.peek().at)
}

func (p *parser) blockSeq() {
	start := p.s.take().at
	for {
		switch {
		case p.is(tEntry):
			p.s.take()
			if !p.is(tEntry, tBlockEnd) {
				p.node(true, false)
			}
		case p.is(tBlockEnd):
			p.s.take()
			return
		default:
			fail("did not find expected '-' indicator", "while parsing a block collection", start)
		}
	}
}

func (p *parser) indentlessSeq() {
	for p.is(tEntry) {
		p.s.take()
		if !p.is(tEntry, tKey, tValue, tBlockEnd) {
			p.node(true, false)
		}
	}
}

func (p *parser) blockMap() {
	start := p.s.take().at
	for {
		switch {
		case p.is(tKey):
			p.s.take()
			if !p.is(tKey, tValue, tBlockEnd) {
				p.node(true, true)
			}
			if p.is(tValue) {
				p.s.take()
				if !p.is(tKey, tValue, tBlockEnd) {
					p.node(true, true)
				}
			}
		case p.is(tBlockEnd):
			p.s.take()
			return
		default:
			fail("did not find expected key", "while parsing a block mapping", start)
		}
	}
}

func (p *parser) flowSeq() {
	start := p.s.take().at
	for first := true; ; first = false {
		if p.is(tFlowSeqEnd) {
			p.s.take()
			return
		}
		if !first {
			if !p.is(tFlowEntry) {
				fail("did not find expected ',' or ']'", "while parsing a flow sequence", start)
			}
			p.s.take()
			if p.is(tFlowSeqEnd) {
				p.s.take()
				return
			}
		}
		if p.is(tKey) {
			// a single-pair mapping: [a: b]
			p.s.take()
			if !p.is(tValue, tFlowEntry, tFlowSeqEnd) {
				p.node(false, false)
			} else {
				// libyaml (0.2.5) consumes the token after an empty key
				// here, so "[? , b]" and "[?]" fail at the next entry.
				p.s.take()
			}
			if p.is(tValue) {
				p.s.take()
				if !p.is(tFlowEntry, tFlowSeqEnd) {
					p.node(false, false)
				}
			}
			continue
		}
		p.node(false, false)
	}
}

func (p *parser) flowMap() {
	start := p.s.take().at
	for first := true; ; first = false {
		if p.is(tFlowMapEnd) {
			p.s.take()
			return
		}
		if !first {
			if !p.is(tFlowEntry) {
				fail("did not find expected ',' or '}'", "while parsing a flow mapping", start)
			}
			p.s.take()
			if p.is(tFlowMapEnd) {
				p.s.take()
				return
			}
		}
		if !p.is(tKey) {
			p.node(false, false) // a key alone: {a, b}
			continue
		}
		p.s.take()
		if !p.is(tValue, tFlowEntry, tFlowMapEnd) {
			p.node(false, false)
		}
		if p.is(tValue) {
			p.s.take()
			if !p.is(tFlowEntry, tFlowMapEnd) {
				p.node(false, false)
			}
		}
	}
}

func (p *parser) checkTag(t token, start pos) {
	if t.kind == tTag && t.handle != "" && !p.handles[t.handle] {
		fail("found undefined tag handle", "while parsing a node", start)
	}
}
