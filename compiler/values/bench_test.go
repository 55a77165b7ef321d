package values

import (
	"math"
	"testing"
)

// Benchmarks of the operations the evaluator calls for every expression.
// Run: go test -run XXX -bench . -benchmem ./compiler/values

var (
	benchHash       = HashFrom("ensure", "file", "mode", "0644", "owner", "root", "content", "hello")
	benchArr  Value = []Value{"a", "b", "c", int64(1), int64(2)}
	sink      Value
	sinkB     bool
	sinkS     string
)

func BenchmarkEqualsStrings(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sinkB = Equals("present", "Present")
	}
}

func BenchmarkEqualsInts(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sinkB = Equals(int64(42), int64(42))
	}
}

func BenchmarkEqualsArrays(b *testing.B) {
	var other Value = []Value{"a", "b", "c", int64(1), int64(2)}
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sinkB = Equals(benchArr, other)
	}
}

func BenchmarkEqualsHashes(b *testing.B) {
	other := HashFrom("ensure", "file", "mode", "0644", "owner", "root", "content", "hello")
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sinkB = Equals(benchHash, other)
	}
}

func BenchmarkArithmeticIntAdd(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink, _ = Arithmetic("+", int64(i&127), int64(3))
	}
}

func BenchmarkArithmeticIntMul(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink, _ = Arithmetic("*", int64(i&63), int64(3))
	}
}

func BenchmarkArithmeticFloat(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink, _ = Arithmetic("/", 7.5, int64(2))
	}
}

func BenchmarkArithmeticStringCoercion(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink, _ = Arithmetic("+", "10", int64(1))
	}
}

func BenchmarkArithmeticArrayConcat(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink, _ = Arithmetic("+", benchArr, "x")
	}
}

func BenchmarkCompareOp(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sinkB, _ = CompareOp("<", int64(i), int64(1000))
	}
}

func BenchmarkToStringString(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sinkS = ToString("/etc/motd")
	}
}

func BenchmarkToStringInt(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sinkS = ToString(int64(i))
	}
}

func BenchmarkToStringFloat(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sinkS = ToString(3.25)
	}
}

func BenchmarkToStringArray(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sinkS = ToString(benchArr)
	}
}

func BenchmarkToStringHash(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sinkS = ToString(benchHash)
	}
}

func BenchmarkIsInstanceString(b *testing.B) {
	t := theString
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sinkB = IsInstance(t, "x")
	}
}

func BenchmarkIsInstanceOptionalInteger(b *testing.B) {
	t := OptionalType(IntegerType(1, math.MaxInt64))
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sinkB = IsInstance(t, int64(5))
	}
}

func BenchmarkIsInstanceEnum(b *testing.B) {
	t := EnumType([]string{"present", "absent", "file", "directory", "link"}, false)
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sinkB = IsInstance(t, "link")
	}
}

func BenchmarkIsInstancePattern(b *testing.B) {
	re, _ := NewRegexp(`^/`)
	t := PatternType(re)
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sinkB = IsInstance(t, "/etc/motd")
	}
}

func BenchmarkIsInstanceData(b *testing.B) {
	t := DataType()
	v := HashFrom("a", []Value{int64(1), "x", nil}, "b", HashFrom("c", 2.5))
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sinkB = IsInstance(t, v)
	}
}

func BenchmarkIsInstanceStruct(b *testing.B) {
	t, _ := ParseType("Struct[{ensure => Enum[file, directory], mode => Pattern[/^0\\d+$/], owner => String[1], Optional[content] => String}]", nil)
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sinkB = IsInstance(t, benchHash)
	}
}

func BenchmarkIsInstanceVariantAlias(b *testing.B) {
	resolve := aliasResolve("Port = Integer[1, 65535] | Ports = Variant[Port, Array[Port]]")
	t, _ := resolve("Ports")
	var v Value = []Value{int64(80), int64(443)}
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sinkB = IsInstance(t.(Type), v)
	}
}

func BenchmarkTypeOf(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink = TypeOf(benchHash)
	}
}

func BenchmarkIn(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sinkB = In("c", benchArr)
	}
}
