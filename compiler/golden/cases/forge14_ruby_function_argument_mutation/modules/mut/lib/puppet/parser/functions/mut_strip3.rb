# Written for this case: the same in-place changes from a 3.x function.
module Puppet::Parser::Functions
  newfunction(:mut_strip3, :type => :rvalue) do |args|
    h, a, s = args
    r = []
    r << (begin; h.delete('secret'); h['added'] = 1; 'hash changed'; rescue StandardError => e; "#{e.class}: #{e.message}"; end)
    r << (begin; a << 'new'; a.sort!; 'array changed'; rescue StandardError => e; "#{e.class}: #{e.message}"; end)
    r << (begin; s << '!'; 'string changed'; rescue StandardError => e; "#{e.class}: #{e.message}"; end)
    r << [h.frozen?, a.frozen?, s.frozen?]
    r
  end
end
