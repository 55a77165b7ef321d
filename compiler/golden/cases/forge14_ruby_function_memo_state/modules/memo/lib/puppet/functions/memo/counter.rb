# frozen_string_literal: true

# Written for this case: a 4.x function memoizing in instance variables (as module functions cache clients,
# parsed files or computed tables between calls of one compile), plus a class-level constant and a class
# instance variable.
Puppet::Functions.create_function(:'memo::counter') do
  TABLE = { 'a' => 1 }.freeze

  dispatch :count do
    param 'String', :key
  end

  def count(key)
    @calls ||= 0
    @calls += 1
    @seen ||= {}
    first = !@seen.key?(key)
    @seen[key] = true
    self.class.instance_variable_set(:@total, (self.class.instance_variable_get(:@total) || 0) + 1)
    [@calls, first, self.class.instance_variable_get(:@total), TABLE['a'], object_id == (@oid ||= object_id)]
  end
end
