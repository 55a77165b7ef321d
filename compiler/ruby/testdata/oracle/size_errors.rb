# Ruby's own errors for sizes it refuses before allocating (ArgumentError,
# RangeError, IndexError), and NoMemoryError for sizes it accepts but no
# machine can allocate (2**52 elements: more than a 64-bit process's
# address space), which module code rescues (QA-FORGE-16 B2, ROBUST-4).
def t(k)
  r = yield
  r = r.size if r.respond_to?(:size)
  puts "#{k}: ok #{r.inspect[0, 60]}"
rescue Exception => e
  puts "#{k}: #{e.class}: #{e.message}"
end

t("Array.new(2**62)") { Array.new(2**62) }
t("Array.new(2**60)") { Array.new(2**60) }
t("Array.new(2**60-1)") { Array.new(2**60 - 1) }
t("Array.new(2**52)") { Array.new(2**52) }
t("Array.new(2**52, 1)") { Array.new(2**52, 1) }
t("Array.new(2**52) {}") { Array.new(2**52) { 1 } }
t("Array.new(2**64)") { Array.new(2**64) }
t("Array.new(-1)") { Array.new(-1) }
t("Array.new(2.0**62)") { Array.new(2.0**62) }
t("Array.new(2.0**70)") { Array.new(2.0**70) }

t("[1, 2] * 2**61") { [1, 2] * 2**61 }
t("[1, 2] * 2**59") { [1, 2] * 2**59 }
t("[1] * 2**60") { [1] * 2**60 }
t("[1] * (2**60-1)") { [1] * (2**60 - 1) }
t("[1] * 2**52") { [1] * 2**52 }
t("[1,2,3,4,5,6,7,8] * 2**61") { [1, 2, 3, 4, 5, 6, 7, 8] * 2**61 }
t("[1,2,3] * (2**60/3+1)") { [1, 2, 3] * (2**60 / 3 + 1) }
t("[1,2,3] * (2**60/3)") { [1, 2, 3] * (2**60 / 3) }
t("[] * 2**62") { [] * 2**62 }
t("[] * 2**64") { [] * 2**64 }
t("[0] * 2**64") { [0] * 2**64 }
t("[0] * -1") { [0] * -1 }
t("[1] * 2.0**62") { [1] * 2.0**62 }

t("'ab' * 2**62") { 'ab' * 2**62 }
t("'ab' * (2**62-1)") { 'ab' * (2**62 - 1) }
t("'ab' * 2**52") { 'ab' * 2**52 }
t("'ab' * 2**64") { 'ab' * 2**64 }
t("'' * 2**62") { '' * 2**62 }
t("'' * 2**64") { '' * 2**64 }
t("'a' * -1") { 'a' * -1 }
t("'a' * 2.0**70") { 'a' * 2.0**70 }

t("'a'.ljust(2**62)") { 'a'.ljust(2**62) }
t("'a'.ljust(2**52)") { 'a'.ljust(2**52) }
t("'a'.ljust(2**64)") { 'a'.ljust(2**64) }
t("'a'.ljust(2**63-1)") { 'a'.ljust(2**63 - 1) }
t("'a'.ljust(2**63-1, 'ab')") { 'a'.ljust(2**63 - 1, 'ab') }
t("'a'.ljust(2**62, 'abc')") { 'a'.ljust(2**62, 'abc') }
t("'a'.ljust(2**52, '')") { 'a'.ljust(2**52, '') }
t("'a'.ljust(-5)") { 'a'.ljust(-5) }
t("'a'.center(2**62)") { 'a'.center(2**62) }
t("'a'.center(2**63-1, 'ab')") { 'a'.center(2**63 - 1, 'ab') }
t("'a'.center(2**64)") { 'a'.center(2**64) }
t("'a'.rjust(2**62, 'xy')") { 'a'.rjust(2**62, 'xy') }
t("'a'.rjust(2**63-1, 'abc')") { 'a'.rjust(2**63 - 1, 'abc') }
t("'x'.rjust(2**62-1, 'ab')") { 'x'.rjust(2**62 - 1, 'ab') }
t("'\u00e9'.ljust(2**62, '\u00e9')") { "\u00e9".ljust(2**62, "\u00e9") }
t("'\u00e9'.ljust(2**61, '\u00e9')") { "\u00e9".ljust(2**61, "\u00e9") }

t("[].fill(0, 0, 2**62)") { [].fill(0, 0, 2**62) }
t("[].fill(0, 0, 2**52)") { [].fill(0, 0, 2**52) }
t("[].fill(0, 2**62, 1)") { [].fill(0, 2**62, 1) }
t("[].fill(0, 0, 2**64)") { [].fill(0, 0, 2**64) }
t("[].fill(0, 0...2**62)") { [].fill(0, 0...2**62) }
t("[1].fill(0, 2**60-1, 1)") { [1].fill(0, 2**60 - 1, 1) }
t("[1].fill(0, 2**60-2, 1)") { [1].fill(0, 2**60 - 2, 1) }
t("[1].fill(0, -5, 2**62)") { [1].fill(0, -5, 2**62) }
t("[1].fill(0, 0, -5)") { [1].fill(0, 0, -5) }
t("[1].fill(0, 1...2**62)") { [1].fill(0, 1...2**62) }
t("[1].fill(0, 2**62..)") { [1].fill(0, 2**62..) }
t("[1].fill(0, 1..2**64)") { [1].fill(0, 1..2**64) }
t("[1].fill(0, 2**52) {}") { [1].fill(0, 2**52) { 1 } }
t("[1].fill(2**62) {}") { [1].fill(2**62) { 1 } }
t("[1].fill(2**62, 1) {}") { [1].fill(2**62, 1) { 1 } }

t("(2**62).times.first(2**61)") { (2**62).times.first(2**61) }
t("(2**62).times.first(2**52)") { (2**62).times.first(2**52) }
t("[1, 2].cycle.first(2**62)") { [1, 2].cycle.first(2**62) }
t("[1, 2].cycle.first(2**52)") { [1, 2].cycle.first(2**52) }
t("(1..3).first(2**62)") { (1..3).first(2**62) }
t("(1..).first(2**62)") { (1..).first(2**62) }
t("[1, 2].each.first(2**62)") { [1, 2].each.first(2**62) }
t("[1, 2].first(2**62)") { [1, 2].first(2**62) }
t("[1, 2].last(2**62)") { [1, 2].last(2**62) }
t("[1, 2].take(2**62)") { [1, 2].take(2**62) }

t("a.insert(2**62, 1)") { a = []; a.insert(2**62, 1) }
t("a.insert(2**52, 1)") { a = []; a.insert(2**52, 1) }
t("a.insert(2**60-1, 1)") { a = []; a.insert(2**60 - 1, 1) }
t("a.insert(2**60-2, 1)") { a = []; a.insert(2**60 - 2, 1) }
t("a.insert(2**62)") { a = [1]; a.insert(2**62) }
t("Array.new(-9.3e18)") { Array.new(-9.3e18) }
t("Array.new(9.3e18)") { Array.new(9.3e18) }
t("Array.new(1e19)") { Array.new(1e19) }
t("(1..3).take(2**62)") { (1..3).take(2**62) }
t("[1, 2].each.take(2**62)") { [1, 2].each.take(2**62) }
t("[1, 2].each_slice(1).first(2**62)") { [1, 2].each_slice(1).first(2**62) }
t("(1..3).first(-1)") { (1..3).first(-1) }

# what the rescue clauses see: a NoMemoryError is no StandardError
def bare
  [1] * 2**52
rescue => e
  "bare rescue: #{e.class}"
end
t("bare rescue") { bare }
t("rescue NoMemoryError") {
  begin
    'ab' * 2**52
  rescue NoMemoryError => e
    "#{e.class}: #{e.message} #{e.is_a?(StandardError)}"
  end
}
