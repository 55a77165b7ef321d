# Integer and Float between? and clamp come from Comparable (through <=>).
def t(label)
  puts "#{label}: #{yield.inspect}"
rescue StandardError => e
  puts "#{label}: #{e.class}: #{e.message}"
end
t("int between") { [5.between?(1, 10), 5.between?(6, 10), 5.between?(5, 5), 5.between?(1.5, 5.0)] }
t("float between") { [2.5.between?(1, 3), 2.5.between?(3, 4)] }
t("int clamp") { [5.clamp(1, 3), 0.clamp(1, 3), 2.clamp(1, 3), 2.clamp(2.5, 3)] }
t("float clamp") { [2.5.clamp(1, 2), 0.5.clamp(1.0, 2.0), 1.5.clamp(1, 2)] }
t("clamp range") { [5.clamp(1..3), 0.clamp(1..), 9.clamp(..4), 2.5.clamp(1..2)] }
t("big") { [(2**70).between?(1, 2**80), (2**70).clamp(1, 10)] }
t("between type") { 5.between?(1, "a") }
t("clamp type") { 5.clamp(1, "a") }
t("float between type") { 1.5.between?(nil, 2) }
t("respond") { [5.respond_to?(:clamp), 1.5.respond_to?(:between?), Integer.ancestors.include?(Comparable)] }
t("owner") { [Integer.instance_method(:clamp).owner, 5.method(:between?).owner, 5.method(:abs).owner, "x".method(:upcase).owner, [].method(:map).owner] }
