# Onigmo's \X (an extended grapheme cluster, atomic) and String#grapheme_clusters /
# each_grapheme_cluster, which read clusters by the same rule: every pair and
# triple of representatives of the Grapheme_Cluster_Break classes and
# Extended_Pictographic, then real texts.
reps = ["a", "\r", "\n", "\u0001", "\u0301", "\u200D", "\u{1F1E6}", "\u{1F1E7}", "\u0600", "\u0903",
        "\u1100", "\u1161", "\u11A8", "\uAC00", "\uAC01", "\u{1F600}", "\u00A9", "\u2764", "\uFE0F", "\u{E0020}"]
reps.each do |x|
  line = reps.map do |y|
    s = x + y
    a = s.scan(/\X/).map(&:size).join
    b = reps.map { |z| (s + z).scan(/\X/).map(&:size).join }.join(",")
    "#{a}:#{b}"
  end
  puts line.join(" ")
end
texts = ["e\u0301x", "\u{1F468}\u200D\u{1F469}\u200D\u{1F467}", "\u{1F1EB}\u{1F1F7}\u{1F1E9}", "\r\n\n", "\u0915\u094D\u0937\u093F",
         "\u1100\u1161\u11A8\u1100", "\u{1F44D}\u{1F3FD}!", "a\u0308\u0301b", "\u0600\u0661", "\u{1F3F3}\uFE0F\u200D\u{1F308}", ""]
texts.each do |s|
  p [s.scan(/\X/), s.grapheme_clusters, s.each_grapheme_cluster.to_a.size, s.grapheme_clusters.size]
end
p "e\u0301x" =~ /\A\X\u0301/
p "e\u0301x".match(/\A(\X)(\X)\z/)&.captures
p "ab\u0308c".gsub(/\X/) { |g| "[#{g}]" }
p "\u{1F1E6}\u{1F1E7}\u{1F1E8}".scan(/\X\X?/)
p "xyz".match?(/\A\X{3}\z/), "xyz".match?(/\A\X{2}\z/)
p "a\u0308".match(/\X*?\u0308/)&.to_a
