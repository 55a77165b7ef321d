# Abbrev for Punch's Ruby runtime: Ruby 3.1's abbrev, written for rlib.
# Each word maps to itself, and each prefix of a word that no other word
# of the list shares maps to that word.
module Abbrev
  def abbrev(words, pattern = nil)
    table = {}
    seen = Hash.new(0)
    pattern = /\A#{Regexp.quote(pattern)}/ if pattern.is_a?(String)
    words.each do |word|
      next if word.empty?
      word.size.downto(1) do |len|
        abbr = word[0...len]
        next if pattern && pattern !~ abbr
        case seen[abbr] += 1
        when 1
          table[abbr] = word
        when 2
          table.delete(abbr)
        else
          break
        end
      end
    end
    words.each do |word|
      next if pattern && pattern !~ word
      table[word] = word
    end
    table
  end
  module_function :abbrev
end

class Array
  def abbrev(pattern = nil)
    Abbrev.abbrev(self, pattern)
  end
end
