//go:build !linux

package main

// hugeHeap does nothing outside Linux (see heap_linux.go).
func hugeHeap(size int) {}
