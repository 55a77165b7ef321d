package ruby

// nminElt is one element of nminRun's buffer: its sort key (the block's
// value for min_by/max_by, the element itself for min/max) and itself.
type nminElt struct{ key, val Value }

// nminRun is Ruby's min(n), max(n), min_by(n) and max_by(n) (enum.c's
// rb_nmin_run, which Array's and Range's counted forms use too). Ruby
// does not sort everything: it fills a buffer of 4n elements, and each
// time it is full keeps the n smallest with a quickselect partition
// (nmin_filter) whose last pivot then bars later elements that do not
// compare below it; the n kept are sorted at the end (ruby_qsort is
// glibc's qsort_r, a stable merge sort) and reversed for max. Which of
// several equal elements are kept, and their order, come from that
// partition, so it is done the same way here. keys nil: the elements are
// their own keys. The buffer never grows past the elements there are, so
// a huge n costs no memory.
func (in *Interp) nminRun(items, keys []Value, n int64, cmpf func(a, b Value) (int, error), rev bool, pos int) (Value, error) {
	if n < 0 {
		return nil, in.raise(cArgumentError, pos, "negative size (%d)", n)
	}
	if n == 0 {
		return newArray(nil), nil
	}
	cmp := func(a, b Value) (int, error) {
		c, err := cmpf(a, b)
		if rev {
			c = -c
		}
		return c, err
	}
	bufmax := int64(len(items)) + 1
	if n <= bufmax/4 {
		bufmax = n * 4
	}
	var buf []nminElt
	var limit *nminElt
	for i, v := range items {
		e := nminElt{key: v, val: v}
		if keys != nil {
			e.key = keys[i]
		}
		if limit != nil {
			c, err := cmp(e.key, limit.key)
			if err != nil {
				return nil, err
			}
			if c >= 0 {
				continue
			}
		}
		buf = append(buf, e)
		if int64(len(buf)) == bufmax {
			lim, err := nminFilter(buf, int(n), cmp)
			if err != nil {
				return nil, err
			}
			buf, limit = buf[:n], &lim
		}
	}
	if int64(len(buf)) > n {
		if _, err := nminFilter(buf, int(n), cmp); err != nil {
			return nil, err
		}
		buf = buf[:n]
	}
	idx := make([]Value, len(buf))
	for i := range idx {
		idx[i] = int64(i)
	}
	if err := sortValues(idx, func(a, b Value) (int, error) {
		return cmpf(buf[a.(int64)].key, buf[b.(int64)].key)
	}); err != nil {
		return nil, err
	}
	out := make([]Value, len(idx))
	for i, j := range idx {
		out[i] = buf[j.(int64)].val
	}
	if rev {
		for i, j := 0, len(out)-1; i < j; i, j = i+1, j-1 {
			out[i], out[j] = out[j], out[i]
		}
	}
	return newArray(out), nil
}

// nminFilter moves the n smallest elements of buf (len(buf) > n) to its
// front by Ruby's partition (nmin_filter: a middle pivot moved to the end,
// elements equal to it gathered before it, the side holding the n-th
// element partitioned again) and returns the last pivot.
func nminFilter(buf []nminElt, n int, cmp func(a, b Value) (int, error)) (nminElt, error) {
	left, right := 0, len(buf)-1
	var store int
	for {
		pivot := left + (right-left)/2
		pivots := 1
		buf[pivot], buf[right] = buf[right], buf[pivot]
		pivot = right
		store = left
		for i := left; i <= right-pivots; {
			c, err := cmp(buf[i].key, buf[pivot].key)
			if err != nil {
				return nminElt{}, err
			}
			if c == 0 {
				buf[i], buf[right-pivots] = buf[right-pivots], buf[i]
				pivots++
				continue
			}
			if c < 0 {
				buf[i], buf[store] = buf[store], buf[i]
				store++
			}
			i++
		}
		// The pivots (at the end) go right after the smaller elements.
		j := store
		for i := right; right-pivots < i && j < i; i-- {
			buf[j], buf[i] = buf[i], buf[j]
			j++
		}
		if store <= n && n <= store+pivots {
			break
		}
		if n < store {
			right = store - 1
		} else {
			left = store + pivots
		}
	}
	return buf[store], nil
}
