# SortedSet for Punch's Ruby runtime, as the sorted_set gem (1.0.3) that
# Puppet's Ruby has (Ruby 3.1's set.rb autoloads it): a Set whose members
# come in their <=> order (sorted when read, so a member that cannot be
# compared fails there, as in the gem). Written for rlib.
class SortedSet < Set
  def add(member)
    raise ArgumentError, 'value must respond to <=>' unless member.respond_to?(:<=>)
    super
  end
  alias_method :<<, :add

  def each(&block)
    return enum_for(:each) { size } unless block
    to_a.each(&block)
    self
  end

  def to_a
    @hash.keys.sort!
  end
end
