package zlib

// zlib 1.2.13's trees.c: the block flush and its Huffman codes.

// flushBlock is _tr_flush_block: buf is the block's bytes in the window
// (nil when they are no longer there), n their number.
func (d *Deflater) flushBlock(buf []byte, n int, last bool) {
	var optLenb, staticLenb int
	maxBLIndex := 0
	if d.level > 0 {
		d.buildTree(&d.lDesc)
		d.buildTree(&d.dDesc)
		maxBLIndex = d.buildBLTree()
		optLenb = (d.optLen + 3 + 7) >> 3
		staticLenb = (d.staticLen + 3 + 7) >> 3
		if staticLenb <= optLenb || d.strategy == Fixed {
			optLenb = staticLenb
		}
	} else {
		optLenb = n + 5
		staticLenb = optLenb
	}
	switch {
	case n+4 <= optLenb && buf != nil:
		d.storedBlock(buf, n, last)
	case staticLenb == optLenb:
		d.sendBits((1<<1)+boolInt(last), 3)
		d.compressBlock(staticL[:], staticD[:])
	default:
		d.sendBits((2<<1)+boolInt(last), 3)
		d.sendAllTrees(d.lDesc.maxCode+1, d.dDesc.maxCode+1, maxBLIndex+1)
		d.compressBlock(d.dynL[:], d.dynD[:])
	}
	d.initBlock()
	if last {
		d.alignBits()
	}
}

func (d *Deflater) smaller(tree []ctData, n, m int) bool {
	return tree[n].freq < tree[m].freq || (tree[n].freq == tree[m].freq && d.depth[n] <= d.depth[m])
}

func (d *Deflater) pqDownHeap(tree []ctData, k int) {
	v := d.heap[k]
	j := k << 1
	for j <= d.heapLen {
		if j < d.heapLen && d.smaller(tree, d.heap[j+1], d.heap[j]) {
			j++
		}
		if d.smaller(tree, v, d.heap[j]) {
			break
		}
		d.heap[k] = d.heap[j]
		k = j
		j <<= 1
	}
	d.heap[k] = v
}

func (d *Deflater) buildTree(desc *treeDesc) {
	tree := desc.dyn
	stree := desc.stat
	elems := desc.elems
	maxCode := -1
	d.heapLen, d.heapMax = 0, heapSize
	for n := 0; n < elems; n++ {
		if tree[n].freq != 0 {
			d.heapLen++
			d.heap[d.heapLen] = n
			maxCode = n
			d.depth[n] = 0
		} else {
			tree[n].len = 0
		}
	}
	for d.heapLen < 2 {
		node := 0
		if maxCode < 2 {
			maxCode++
			node = maxCode
		}
		d.heapLen++
		d.heap[d.heapLen] = node
		tree[node].freq = 1
		d.depth[node] = 0
		d.optLen--
		if stree != nil {
			d.staticLen -= int(stree[node].len)
		}
	}
	desc.maxCode = maxCode
	for n := d.heapLen / 2; n >= 1; n-- {
		d.pqDownHeap(tree, n)
	}
	node := elems
	for {
		n := d.heap[1]
		d.heap[1] = d.heap[d.heapLen]
		d.heapLen--
		d.pqDownHeap(tree, 1)
		m := d.heap[1]
		d.heapMax--
		d.heap[d.heapMax] = n
		d.heapMax--
		d.heap[d.heapMax] = m
		tree[node].freq = tree[n].freq + tree[m].freq
		dn, dm := d.depth[n], d.depth[m]
		if dn >= dm {
			d.depth[node] = dn + 1
		} else {
			d.depth[node] = dm + 1
		}
		tree[n].dad = uint16(node)
		tree[m].dad = uint16(node)
		d.heap[1] = node
		node++
		d.pqDownHeap(tree, 1)
		if d.heapLen < 2 {
			break
		}
	}
	d.heapMax--
	d.heap[d.heapMax] = d.heap[1]
	d.genBitlen(desc)
	genCodes(tree, maxCode, &d.blCount)
}

func (d *Deflater) genBitlen(desc *treeDesc) {
	tree := desc.dyn
	maxCode := desc.maxCode
	stree := desc.stat
	extra := desc.extra
	base := desc.base
	maxLength := desc.maxLen
	for i := range d.blCount {
		d.blCount[i] = 0
	}
	tree[d.heap[d.heapMax]].len = 0
	overflow := 0
	h := d.heapMax + 1
	for ; h < heapSize; h++ {
		n := d.heap[h]
		bits := int(tree[tree[n].dad].len) + 1
		if bits > maxLength {
			bits = maxLength
			overflow++
		}
		tree[n].len = uint16(bits)
		if n > maxCode {
			continue
		}
		d.blCount[bits]++
		xbits := 0
		if n >= base {
			xbits = extra[n-base]
		}
		f := int(tree[n].freq)
		d.optLen += f * (bits + xbits)
		if stree != nil {
			d.staticLen += f * (int(stree[n].len) + xbits)
		}
	}
	if overflow == 0 {
		return
	}
	for {
		bits := maxLength - 1
		for d.blCount[bits] == 0 {
			bits--
		}
		d.blCount[bits]--
		d.blCount[bits+1] += 2
		d.blCount[maxLength]--
		overflow -= 2
		if overflow <= 0 {
			break
		}
	}
	for bits := maxLength; bits != 0; bits-- {
		n := int(d.blCount[bits])
		for n != 0 {
			h--
			m := d.heap[h]
			if m > maxCode {
				continue
			}
			if int(tree[m].len) != bits {
				d.optLen += (bits - int(tree[m].len)) * int(tree[m].freq)
				tree[m].len = uint16(bits)
			}
			n--
		}
	}
}

// scanTree counts the code lengths' repeats in the bit-length tree's
// frequencies; sendTree writes them the same way.
func (d *Deflater) scanTree(tree []ctData, maxCode int) {
	prevlen := -1
	nextlen := int(tree[0].len)
	count := 0
	maxCount, minCount := 7, 4
	if nextlen == 0 {
		maxCount, minCount = 138, 3
	}
	tree[maxCode+1].len = 0xffff
	for n := 0; n <= maxCode; n++ {
		curlen := nextlen
		nextlen = int(tree[n+1].len)
		count++
		if count < maxCount && curlen == nextlen {
			continue
		} else if count < minCount {
			d.blT[curlen].freq += uint16(count)
		} else if curlen != 0 {
			if curlen != prevlen {
				d.blT[curlen].freq++
			}
			d.blT[rep3to6].freq++
		} else if count <= 10 {
			d.blT[repz3to10].freq++
		} else {
			d.blT[repz11to138].freq++
		}
		count = 0
		prevlen = curlen
		maxCount, minCount = runLimits(curlen, nextlen)
	}
}

// runLimits is the longest run of a code length the next repeat code
// may take, and the shortest worth one.
func runLimits(curlen, nextlen int) (maxCount, minCount int) {
	switch {
	case nextlen == 0:
		return 138, 3
	case curlen == nextlen:
		return 6, 3
	}
	return 7, 4
}

func (d *Deflater) sendTree(tree []ctData, maxCode int) {
	prevlen := -1
	nextlen := int(tree[0].len)
	count := 0
	maxCount, minCount := 7, 4
	if nextlen == 0 {
		maxCount, minCount = 138, 3
	}
	for n := 0; n <= maxCode; n++ {
		curlen := nextlen
		nextlen = int(tree[n+1].len)
		count++
		if count < maxCount && curlen == nextlen {
			continue
		} else if count < minCount {
			for ; count != 0; count-- {
				d.sendCode(curlen, d.blT[:])
			}
		} else if curlen != 0 {
			if curlen != prevlen {
				d.sendCode(curlen, d.blT[:])
				count--
			}
			d.sendCode(rep3to6, d.blT[:])
			d.sendBits(count-3, 2)
		} else if count <= 10 {
			d.sendCode(repz3to10, d.blT[:])
			d.sendBits(count-3, 3)
		} else {
			d.sendCode(repz11to138, d.blT[:])
			d.sendBits(count-11, 7)
		}
		count = 0
		prevlen = curlen
		maxCount, minCount = runLimits(curlen, nextlen)
	}
}

func (d *Deflater) buildBLTree() int {
	d.scanTree(d.dynL[:], d.lDesc.maxCode)
	d.scanTree(d.dynD[:], d.dDesc.maxCode)
	d.buildTree(&d.bDesc)
	maxBLIndex := blCodes - 1
	for ; maxBLIndex >= 3; maxBLIndex-- {
		if d.blT[blOrder[maxBLIndex]].len != 0 {
			break
		}
	}
	d.optLen += 3*(maxBLIndex+1) + 5 + 5 + 4
	return maxBLIndex
}

func (d *Deflater) sendAllTrees(lcodes, dcodes, blcodes int) {
	d.sendBits(lcodes-257, 5)
	d.sendBits(dcodes-1, 5)
	d.sendBits(blcodes-4, 4)
	for rank := 0; rank < blcodes; rank++ {
		d.sendBits(int(d.blT[blOrder[rank]].len), 3)
	}
	d.sendTree(d.dynL[:], lcodes-1)
	d.sendTree(d.dynD[:], dcodes-1)
}

func (d *Deflater) compressBlock(ltree, dtree []ctData) {
	for sx := 0; sx < d.symNext; sx += 3 {
		dist := int(d.sym[sx]) | int(d.sym[sx+1])<<8
		lc := int(d.sym[sx+2])
		if dist == 0 {
			d.sendCode(lc, ltree)
			continue
		}
		code := int(lengthCode[lc])
		d.sendCode(code+literals+1, ltree)
		if extra := extraLBits[code]; extra != 0 {
			d.sendBits(lc-baseLength[code], extra)
		}
		dist--
		code = dCode(dist)
		d.sendCode(code, dtree)
		if extra := extraDBits[code]; extra != 0 {
			d.sendBits(dist-baseDist[code], extra)
		}
	}
	d.sendCode(endBlock, ltree)
}
