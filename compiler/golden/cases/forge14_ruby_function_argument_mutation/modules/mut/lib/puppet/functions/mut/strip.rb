# frozen_string_literal: true

# Written for this case: a 4.x function that changes its arguments in place (Hash#delete, Hash#[]=, Array#<<,
# String#<<) before returning, as careless module helpers do; each change or its exception.
Puppet::Functions.create_function(:'mut::strip') do
  dispatch :strip do
    param 'Hash', :h
    param 'Array', :a
    param 'String', :s
  end

  def strip(h, a, s)
    r = []
    r << (begin; h.delete('secret'); h['added'] = 1; 'hash changed'; rescue StandardError => e; "#{e.class}: #{e.message}"; end)
    r << (begin; a << 'new'; a.sort!; 'array changed'; rescue StandardError => e; "#{e.class}: #{e.message}"; end)
    r << (begin; s << '!'; 'string changed'; rescue StandardError => e; "#{e.class}: #{e.message}"; end)
    r << [h.frozen?, a.frozen?, s.frozen?]
    r
  end
end
