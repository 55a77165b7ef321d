# Core-class extensions of the kind module helpers ship (reopened classes, refinement-free).
class Hash
  def deep_sort
    sort.to_h.transform_values { |v| v.is_a?(Hash) ? v.deep_sort : v }
  end unless method_defined?(:deep_sort)
end

class String
  def to_bool
    %w[true yes on 1].include?(downcase)
  end
end

module Enumerable
  def sum_by(&block) = map(&block).sum
end

class Puppet::Parser::Scope
  def mp_marker
    "scope of #{self.class.name}"
  end
end
