package psych

import (
	"strings"
	"unicode/utf8"
)

// This file writes YAML text from a list of events exactly as libyaml
// 0.2.5's emitter (which Psych drives) writes it: the same choice between
// block and flow collections, simple and complex keys, the scalar style
// that the scalar's characters allow, the same indentation, line folding
// at the best width and escapes. The emitter holds the whole event list,
// which gives it libyaml's look-ahead (is this collection empty? is this
// key short and on one line?) by indexing.

type eventKind uint8

const (
	evScalar eventKind = iota
	evSeqStart
	evSeqEnd
	evMapStart
	evMapEnd
	evAlias
)

// Scalar styles, as Psych::Nodes::Scalar numbers them.
const (
	styleAny = iota
	stylePlain
	styleSingle
	styleDouble
	styleLiteral
	styleFolded
)

// Collection styles, as Psych::Nodes::Sequence and Mapping number them.
const (
	collBlock = 1
	collFlow  = 2
)

type event struct {
	kind   eventKind
	anchor string
	tag    string
	value  string
	// plain and quoted are a scalar's implicit flags (may the tag be left
	// out when the scalar is written plain, or quoted); implicit is a
	// collection's.
	plain, quoted, implicit bool
	style                   int
}

// scalarAnalysis is what a scalar's characters allow (libyaml's
// yaml_emitter_analyze_scalar).
type scalarAnalysis struct {
	multiline    bool
	flowPlain    bool
	blockPlain   bool
	singleQuoted bool
	block        bool
	style        int
}

type emitter struct {
	out        []byte
	events     []event
	pos        int
	bestIndent int
	bestWidth  int
	canonical  bool

	indent    int
	indents   []int
	flowLevel int

	rootCtx, seqCtx, mapCtx, simpleKeyCtx bool

	column     int
	whitespace bool
	indention  bool
	openEnded  int

	// analysis of the event being written (analyzed: of the event at
	// that position, which checkSimpleKey and node both ask for)
	analyzed   int
	anchor     string
	alias      bool
	tagHandle  string
	tagSuffix  string
	hasTag     bool
	scalar     scalarAnalysis
	scalarText string
}

// emitDocument writes one document: the optional %YAML directive, "---"
// and the node the events describe.
func (e *emitter) emitDocument(version []int) {
	// Stream start (libyaml's defaults; the options were checked by the
	// caller).
	if e.bestIndent < 2 || e.bestIndent > 9 {
		e.bestIndent = 2
	}
	if e.bestWidth >= 0 && e.bestWidth <= e.bestIndent*2 {
		e.bestWidth = 80
	}
	if e.bestWidth < 0 {
		e.bestWidth = 1<<31 - 1
	}
	e.indent = -1
	e.whitespace = true
	e.indention = true

	// Document start; Psych's documents are never implicit.
	if version != nil {
		e.writeIndicator("%YAML", true, false, false)
		if len(version) > 1 && version[1] == 1 {
			e.writeIndicator("1.1", true, false, false)
		} else {
			e.writeIndicator("1.2", true, false, false)
		}
		e.writeIndent()
	}
	e.writeIndent()
	e.writeIndicator("---", true, false, false)
	if e.canonical {
		e.writeIndent()
	}
	e.openEnded = 0

	e.node(true, false, false, false)

	// Document end (implicit) and stream end.
	e.writeIndent()
	if e.openEnded == 2 {
		e.writeIndicator("...", true, false, false)
		e.openEnded = 0
		e.writeIndent()
	}
}

func (e *emitter) node(root, seq, mapping, simpleKey bool) {
	e.rootCtx, e.seqCtx, e.mapCtx, e.simpleKeyCtx = root, seq, mapping, simpleKey
	ev := &e.events[e.pos]
	e.analyze(ev)
	switch ev.kind {
	case evAlias:
		e.processAnchor()
		if e.simpleKeyCtx {
			e.put(' ')
		}
		e.pos++
	case evScalar:
		e.selectScalarStyle(ev)
		e.processAnchor()
		e.processTag()
		e.increaseIndent(true, false)
		e.processScalar()
		e.popIndent()
		e.pos++
	case evSeqStart:
		e.processAnchor()
		e.processTag()
		flow := e.flowLevel > 0 || e.canonical || ev.style == collFlow || e.events[e.pos+1].kind == evSeqEnd
		e.pos++
		if flow {
			e.flowSequence()
		} else {
			e.blockSequence()
		}
	case evMapStart:
		e.processAnchor()
		e.processTag()
		flow := e.flowLevel > 0 || e.canonical || ev.style == collFlow || e.events[e.pos+1].kind == evMapEnd
		e.pos++
		if flow {
			e.flowMapping()
		} else {
			e.blockMapping()
		}
	}
}

func (e *emitter) flowSequence() {
	e.flowCollection("[", "]", evSeqEnd, func() { e.node(false, true, false, false) })
}

func (e *emitter) flowMapping() {
	e.flowCollection("{", "}", evMapEnd, func() {
		if !e.canonical && e.checkSimpleKey() {
			e.node(false, false, true, true)
			e.writeIndicator(":", false, false, false)
		} else {
			e.writeIndicator("?", true, false, false)
			e.node(false, false, true, false)
			if e.canonical || e.column > e.bestWidth {
				e.writeIndent()
			}
			e.writeIndicator(":", true, false, false)
		}
		e.node(false, false, true, false)
	})
}

// flowCollection writes a flow sequence or mapping: libyaml frames both
// alike (the opening indicator, ", " between entries, a new line when
// canonical or past the best width, the closing indicator); entry writes
// one element or key/value pair.
func (e *emitter) flowCollection(open, close string, end eventKind, entry func()) {
	e.writeIndicator(open, true, true, false)
	e.increaseIndent(true, false)
	e.flowLevel++
	for first := true; ; first = false {
		if e.events[e.pos].kind == end {
			e.flowLevel--
			e.popIndent()
			if e.canonical && !first {
				e.writeIndicator(",", false, false, false)
				e.writeIndent()
			}
			e.writeIndicator(close, false, false, false)
			e.pos++
			return
		}
		if !first {
			e.writeIndicator(",", false, false, false)
		}
		if e.canonical || e.column > e.bestWidth {
			e.writeIndent()
		}
		entry()
	}
}

func (e *emitter) blockSequence() {
	e.increaseIndent(false, e.mapCtx && !e.indention)
	for e.events[e.pos].kind != evSeqEnd {
		e.writeIndent()
		e.writeIndicator("-", true, false, true)
		e.node(false, true, false, false)
	}
	e.popIndent()
	e.pos++
}

func (e *emitter) blockMapping() {
	e.increaseIndent(false, false)
	for e.events[e.pos].kind != evMapEnd {
		e.writeIndent()
		if e.checkSimpleKey() {
			e.node(false, false, true, true)
			e.writeIndicator(":", false, false, false)
		} else {
			e.writeIndicator("?", true, false, true)
			e.node(false, false, true, false)
			e.writeIndent()
			e.writeIndicator(":", true, false, true)
		}
		e.node(false, false, true, false)
	}
	e.popIndent()
	e.pos++
}

// checkSimpleKey reports whether the next node can be written as a simple
// key: an alias, a one-line scalar or an empty collection, at most 128
// bytes with its anchor and tag.
func (e *emitter) checkSimpleKey() bool {
	ev := &e.events[e.pos]
	e.analyze(ev)
	n := 0
	switch ev.kind {
	case evAlias:
		n = len(e.anchor)
	case evScalar:
		if e.scalar.multiline {
			return false
		}
		n = len(e.anchor) + len(e.tagHandle) + len(e.tagSuffix) + len(ev.value)
	case evSeqStart:
		if e.events[e.pos+1].kind != evSeqEnd {
			return false
		}
		n = len(e.anchor) + len(e.tagHandle) + len(e.tagSuffix)
	case evMapStart:
		if e.events[e.pos+1].kind != evMapEnd {
			return false
		}
		n = len(e.anchor) + len(e.tagHandle) + len(e.tagSuffix)
	default:
		return false
	}
	return n <= 128
}

func (e *emitter) increaseIndent(flow, indentless bool) {
	e.indents = append(e.indents, e.indent)
	if e.indent < 0 {
		if flow {
			e.indent = e.bestIndent
		} else {
			e.indent = 0
		}
	} else if !indentless {
		e.indent += e.bestIndent
	}
}

func (e *emitter) popIndent() {
	e.indent = e.indents[len(e.indents)-1]
	e.indents = e.indents[:len(e.indents)-1]
}

// analyze records the anchor, the tag (when it must be written) and, for
// a scalar, what its characters allow.
func (e *emitter) analyze(ev *event) {
	if e.analyzed == e.pos+1 && ev == &e.events[e.pos] {
		return
	}
	e.analyzed = e.pos + 1
	e.anchor, e.alias = ev.anchor, ev.kind == evAlias
	e.tagHandle, e.tagSuffix, e.hasTag = "", "", false
	switch ev.kind {
	case evScalar:
		if ev.tag != "" && (e.canonical || !ev.plain && !ev.quoted) {
			e.analyzeTag(ev.tag)
		}
		e.analyzeScalar(ev.value)
	case evSeqStart, evMapStart:
		if ev.tag != "" && (e.canonical || !ev.implicit) {
			e.analyzeTag(ev.tag)
		}
	}
}

// analyzeTag splits a tag by the default tag directives: "!" for local
// tags and "!!" for tag:yaml.org,2002:; any other tag is written verbatim.
func (e *emitter) analyzeTag(tag string) {
	e.hasTag = true
	for _, d := range [...][2]string{{"!", "!"}, {"!!", "tag:yaml.org,2002:"}} {
		if len(d[1]) < len(tag) && strings.HasPrefix(tag, d[1]) {
			e.tagHandle, e.tagSuffix = d[0], tag[len(d[1]):]
			return
		}
	}
	e.tagSuffix = tag
}

func (e *emitter) analyzeScalar(s string) {
	e.scalarText = s
	a := &e.scalar
	if s == "" {
		*a = scalarAnalysis{blockPlain: true, singleQuoted: true}
		return
	}
	var blockInd, flowInd, lineBreaks, special bool
	var leadingSpace, leadingBreak, trailingSpace, trailingBreak, breakSpace, spaceBreak bool
	var prevSpace, prevBreak bool
	if strings.HasPrefix(s, "---") || strings.HasPrefix(s, "...") {
		blockInd, flowInd = true, true
	}
	precededByWS := true
	_, w := utf8.DecodeRuneInString(s)
	followedByWS := isBlankZ(s, w)
	for i := 0; i < len(s); {
		c := s[i]
		if i == 0 {
			switch c {
			case '#', ',', '[', ']', '{', '}', '&', '*', '!', '|', '>', '\'', '"', '%', '@', '`':
				flowInd, blockInd = true, true
			case '?', ':':
				flowInd = true
				if followedByWS {
					blockInd = true
				}
			case '-':
				if followedByWS {
					flowInd, blockInd = true, true
				}
			}
		} else {
			switch c {
			case ',', '?', '[', ']', '{', '}':
				flowInd = true
			case ':':
				flowInd = true
				if followedByWS {
					blockInd = true
				}
			case '#':
				if precededByWS {
					flowInd, blockInd = true, true
				}
			}
		}
		// ASCII is most text: its classes without the UTF-8 tests.
		w := 1
		var printable, brk bool
		if c < 0x80 {
			printable = c == '\n' || c >= 0x20 && c <= 0x7E
			brk = c == '\n' || c == '\r'
		} else {
			w, printable, brk = width(c), isPrintable(s, i), isBreak(s, i)
		}
		if !printable {
			special = true
		}
		if brk {
			lineBreaks = true
		}
		switch {
		case c == ' ':
			if i == 0 {
				leadingSpace = true
			}
			if i+w == len(s) {
				trailingSpace = true
			}
			if prevBreak {
				breakSpace = true
			}
			prevSpace, prevBreak = true, false
		case brk:
			if i == 0 {
				leadingBreak = true
			}
			if i+w == len(s) {
				trailingBreak = true
			}
			if prevSpace {
				spaceBreak = true
			}
			prevSpace, prevBreak = false, true
		default:
			prevSpace, prevBreak = false, false
		}
		precededByWS = c == ' ' || c == '\t' || c == 0 || brk
		i += w
		if i < len(s) {
			followedByWS = isBlankZ(s, i+width(s[i]))
		}
	}
	*a = scalarAnalysis{multiline: lineBreaks, flowPlain: true, blockPlain: true, singleQuoted: true, block: true}
	if leadingSpace || leadingBreak || trailingSpace || trailingBreak {
		a.flowPlain, a.blockPlain = false, false
	}
	if trailingSpace {
		a.block = false
	}
	if breakSpace {
		a.flowPlain, a.blockPlain, a.singleQuoted = false, false, false
	}
	if spaceBreak || special {
		a.flowPlain, a.blockPlain, a.singleQuoted, a.block = false, false, false, false
	}
	if lineBreaks {
		a.flowPlain, a.blockPlain = false, false
	}
	if flowInd {
		a.flowPlain = false
	}
	if blockInd {
		a.blockPlain = false
	}
}

func (e *emitter) selectScalarStyle(ev *event) {
	style := ev.style
	noTag := e.tagHandle == "" && e.tagSuffix == ""
	if style == styleAny {
		style = stylePlain
	}
	if e.canonical {
		style = styleDouble
	}
	if e.simpleKeyCtx && e.scalar.multiline {
		style = styleDouble
	}
	if style == stylePlain {
		if e.flowLevel > 0 && !e.scalar.flowPlain || e.flowLevel == 0 && !e.scalar.blockPlain {
			style = styleSingle
		}
		if ev.value == "" && (e.flowLevel > 0 || e.simpleKeyCtx) {
			style = styleSingle
		}
		if noTag && !ev.plain {
			style = styleSingle
		}
	}
	if style == styleSingle && !e.scalar.singleQuoted {
		style = styleDouble
	}
	if (style == styleLiteral || style == styleFolded) && (!e.scalar.block || e.flowLevel > 0 || e.simpleKeyCtx) {
		style = styleDouble
	}
	if noTag && !ev.quoted && style != stylePlain {
		e.tagHandle, e.hasTag = "!", true
	}
	e.scalar.style = style
}

func (e *emitter) processAnchor() {
	if e.anchor == "" {
		return
	}
	if e.alias {
		e.writeIndicator("*", true, false, false)
	} else {
		e.writeIndicator("&", true, false, false)
	}
	e.writeRaw(e.anchor)
}

func (e *emitter) processTag() {
	if e.tagHandle == "" && e.tagSuffix == "" {
		return
	}
	if e.tagHandle != "" {
		if !e.whitespace {
			e.put(' ')
		}
		e.writeRaw(e.tagHandle)
		if e.tagSuffix != "" {
			e.writeTagContent(e.tagSuffix)
		}
		return
	}
	e.writeIndicator("!<", true, false, false)
	e.writeTagContent(e.tagSuffix)
	e.writeIndicator(">", false, false, false)
}

func (e *emitter) processScalar() {
	s := e.scalarText
	switch e.scalar.style {
	case stylePlain:
		e.writePlain(s, !e.simpleKeyCtx)
	case styleSingle:
		e.writeSingle(s, !e.simpleKeyCtx)
	case styleDouble:
		e.writeDouble(s, !e.simpleKeyCtx)
	case styleLiteral:
		e.writeLiteral(s)
	case styleFolded:
		e.writeFolded(s)
	}
}

// Output primitives. column counts characters, not bytes.

func (e *emitter) put(c byte) {
	e.out = append(e.out, c)
	e.column++
}

func (e *emitter) putBreak() {
	e.out = append(e.out, '\n')
	e.column = 0
}

// writeChar copies the character at s[i] and returns its width.
func (e *emitter) writeChar(s string, i int) int {
	w := width(s[i])
	e.out = append(e.out, s[i:i+w]...)
	e.column++
	return w
}

// writeBreakChar copies a line break: "\n" as the emitter's line break,
// others (\r, NEL, LS, PS) as they are.
func (e *emitter) writeBreakChar(s string, i int) int {
	if s[i] == '\n' {
		e.putBreak()
		return 1
	}
	w := e.writeChar(s, i)
	e.column = 0
	return w
}

func (e *emitter) writeRaw(s string) {
	for i := 0; i < len(s); {
		i += e.writeChar(s, i)
	}
	e.whitespace, e.indention = false, false
}

func (e *emitter) writeIndicator(ind string, needWS, isWS, isIndention bool) {
	if needWS && !e.whitespace {
		e.put(' ')
	}
	for i := 0; i < len(ind); {
		i += e.writeChar(ind, i)
	}
	e.whitespace = isWS
	e.indention = e.indention && isIndention
}

func (e *emitter) writeIndent() {
	indent := e.indent
	if indent < 0 {
		indent = 0
	}
	if !e.indention || e.column > indent || e.column == indent && !e.whitespace {
		e.putBreak()
	}
	for e.column < indent {
		e.put(' ')
	}
	e.whitespace, e.indention = true, true
}

// writeTagContent writes a tag suffix, %-escaping what a tag may not hold.
func (e *emitter) writeTagContent(s string) {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if isAlphaASCII(c) || strings.IndexByte(";/?:@&=+$,_.~*'()[]", c) >= 0 {
			e.put(c)
			continue
		}
		const hex = "0123456789ABCDEF"
		e.put('%')
		e.put(hex[c>>4])
		e.put(hex[c&15])
	}
	e.whitespace, e.indention = false, false
}

func (e *emitter) writePlain(s string, allowBreaks bool) {
	if !e.whitespace && (s != "" || e.flowLevel > 0) {
		e.put(' ')
	}
	spaces, breaks := false, false
	for i := 0; i < len(s); {
		switch {
		case s[i] == ' ':
			if allowBreaks && !spaces && e.column > e.bestWidth && !(i+1 < len(s) && s[i+1] == ' ') {
				e.writeIndent()
				i++
			} else {
				i += e.writeChar(s, i)
			}
			spaces = true
		case isBreak(s, i):
			if !breaks && s[i] == '\n' {
				e.putBreak()
			}
			i += e.writeBreakChar(s, i)
			e.indention = true
			breaks = true
		default:
			if breaks {
				e.writeIndent()
			}
			i += e.writeChar(s, i)
			e.indention = false
			spaces, breaks = false, false
		}
	}
	e.whitespace, e.indention = false, false
	if e.rootCtx {
		e.openEnded = 1
	}
}

func (e *emitter) writeSingle(s string, allowBreaks bool) {
	e.writeIndicator("'", true, false, false)
	spaces, breaks := false, false
	for i := 0; i < len(s); {
		switch {
		case s[i] == ' ':
			if allowBreaks && !spaces && e.column > e.bestWidth && i != 0 && i != len(s)-1 && !(i+1 < len(s) && s[i+1] == ' ') {
				e.writeIndent()
				i++
			} else {
				i += e.writeChar(s, i)
			}
			spaces = true
		case isBreak(s, i):
			if !breaks && s[i] == '\n' {
				e.putBreak()
			}
			i += e.writeBreakChar(s, i)
			e.indention = true
			breaks = true
		default:
			if breaks {
				e.writeIndent()
			}
			if s[i] == '\'' {
				e.put('\'')
			}
			i += e.writeChar(s, i)
			e.indention = false
			spaces, breaks = false, false
		}
	}
	if breaks {
		e.writeIndent()
	}
	e.writeIndicator("'", false, false, false)
	e.whitespace, e.indention = false, false
}

func (e *emitter) writeDouble(s string, allowBreaks bool) {
	e.writeIndicator(`"`, true, false, false)
	spaces := false
	for i := 0; i < len(s); {
		c := s[i]
		switch {
		case !isPrintable(s, i) || isBOM(s, i) || isBreak(s, i) || c == '"' || c == '\\':
			r, w := utf8.DecodeRuneInString(s[i:])
			i += w
			e.put('\\')
			switch r {
			case 0:
				e.put('0')
			case 7:
				e.put('a')
			case 8:
				e.put('b')
			case 9:
				e.put('t')
			case 0xA:
				e.put('n')
			case 0xB:
				e.put('v')
			case 0xC:
				e.put('f')
			case 0xD:
				e.put('r')
			case 0x1B:
				e.put('e')
			case '"':
				e.put('"')
			case '\\':
				e.put('\\')
			case 0x85:
				e.put('N')
			case 0xA0:
				e.put('_')
			case 0x2028:
				e.put('L')
			case 0x2029:
				e.put('P')
			default:
				digits := 8
				switch {
				case r <= 0xFF:
					e.put('x')
					digits = 2
				case r <= 0xFFFF:
					e.put('u')
					digits = 4
				default:
					e.put('U')
				}
				const hex = "0123456789ABCDEF"
				for k := (digits - 1) * 4; k >= 0; k -= 4 {
					e.put(hex[(r>>uint(k))&15])
				}
			}
			spaces = false
		case c == ' ':
			if allowBreaks && !spaces && e.column > e.bestWidth && i != 0 && i != len(s)-1 {
				e.writeIndent()
				if i+1 < len(s) && s[i+1] == ' ' {
					e.put('\\')
				}
				i++
			} else {
				i += e.writeChar(s, i)
			}
			spaces = true
		default:
			i += e.writeChar(s, i)
			spaces = false
		}
	}
	e.writeIndicator(`"`, false, false, false)
	e.whitespace, e.indention = false, false
}

// writeBlockHints writes a block scalar's indentation indicator (when the
// text starts with a space or a break) and chomping indicator ("-" when
// the text does not end with a break, "+" when it ends with two).
func (e *emitter) writeBlockHints(s string) {
	if s != "" && (s[0] == ' ' || isBreak(s, 0)) {
		e.writeIndicator(string(rune('0'+e.bestIndent)), false, false, false)
	}
	e.openEnded = 0
	chomp := ""
	if s == "" {
		chomp = "-"
	} else {
		last := lastCharStart(s, len(s))
		switch {
		case !isBreak(s, last):
			chomp = "-"
		case last == 0:
			chomp = "+"
			e.openEnded = 2
		default:
			prev := lastCharStart(s, last)
			if isBreak(s, prev) {
				chomp = "+"
				e.openEnded = 2
			}
		}
	}
	if chomp != "" {
		e.writeIndicator(chomp, false, false, false)
	}
}

func lastCharStart(s string, end int) int {
	i := end - 1
	for i > 0 && s[i]&0xC0 == 0x80 {
		i--
	}
	return i
}

func (e *emitter) writeLiteral(s string) {
	e.writeIndicator("|", true, false, false)
	e.writeBlockHints(s)
	e.putBreak()
	e.indention, e.whitespace = true, true
	breaks := true
	for i := 0; i < len(s); {
		if isBreak(s, i) {
			i += e.writeBreakChar(s, i)
			e.indention = true
			breaks = true
			continue
		}
		if breaks {
			e.writeIndent()
		}
		i += e.writeChar(s, i)
		e.indention = false
		breaks = false
	}
}

func (e *emitter) writeFolded(s string) {
	e.writeIndicator(">", true, false, false)
	e.writeBlockHints(s)
	e.putBreak()
	e.indention, e.whitespace = true, true
	breaks, leadingSpaces := true, true
	for i := 0; i < len(s); {
		if isBreak(s, i) {
			if !breaks && !leadingSpaces && s[i] == '\n' {
				k := i
				for k < len(s) && isBreak(s, k) {
					k += width(s[k])
				}
				if !isBlankZ(s, k) {
					e.putBreak()
				}
			}
			i += e.writeBreakChar(s, i)
			e.indention = true
			breaks = true
			continue
		}
		if breaks {
			e.writeIndent()
			leadingSpaces = s[i] == ' ' || s[i] == '\t'
		}
		if !breaks && s[i] == ' ' && !(i+1 < len(s) && s[i+1] == ' ') && e.column > e.bestWidth {
			e.writeIndent()
			i++
		} else {
			i += e.writeChar(s, i)
		}
		e.indention = false
		breaks = false
	}
}

// Character classes, as libyaml's macros define them over UTF-8 bytes.

func width(c byte) int {
	switch {
	case c&0x80 == 0:
		return 1
	case c&0xE0 == 0xC0:
		return 2
	case c&0xF0 == 0xE0:
		return 3
	case c&0xF8 == 0xF0:
		return 4
	}
	return 1
}

func at(s string, i int) byte {
	if i < len(s) {
		return s[i]
	}
	return 0
}

func isAlphaASCII(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c == '_' || c == '-'
}

// isPrintable is libyaml's IS_PRINTABLE: "\n", printable ASCII, and
// UTF-8 from U+00A0 to U+FFFD except surrogates, the BOM and U+FFFE/F.
// Tabs, other controls and characters beyond the BMP are not printable.
func isPrintable(s string, i int) bool {
	c := s[i]
	c1, c2 := at(s, i+1), at(s, i+2)
	switch {
	case c == 0x0A:
		return true
	case c >= 0x20 && c <= 0x7E:
		return true
	case c == 0xC2:
		return c1 >= 0xA0
	case c > 0xC2 && c < 0xED:
		return true
	case c == 0xED:
		return c1 < 0xA0
	case c == 0xEE:
		return true
	case c == 0xEF:
		return !(c1 == 0xBB && c2 == 0xBF) && !(c1 == 0xBF && (c2 == 0xBE || c2 == 0xBF))
	}
	return false
}

func isBOM(s string, i int) bool {
	return at(s, i) == 0xEF && at(s, i+1) == 0xBB && at(s, i+2) == 0xBF
}

// isBreak is "\r", "\n", NEL (U+0085), LS (U+2028) or PS (U+2029).
func isBreak(s string, i int) bool {
	c := at(s, i)
	switch c {
	case '\r', '\n':
		return true
	case 0xC2:
		return at(s, i+1) == 0x85
	case 0xE2:
		return at(s, i+1) == 0x80 && (at(s, i+2) == 0xA8 || at(s, i+2) == 0xA9)
	}
	return false
}

// isBlankZ is a space, tab, break or the end of the text.
func isBlankZ(s string, i int) bool {
	if i >= len(s) {
		return true
	}
	c := s[i]
	if c < 0x80 {
		return c == ' ' || c == '\t' || c == 0 || c == '\n' || c == '\r'
	}
	return isBreak(s, i)
}
