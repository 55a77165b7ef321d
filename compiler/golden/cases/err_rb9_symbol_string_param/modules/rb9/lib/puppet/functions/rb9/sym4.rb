# A 4.x function returning Ruby Symbols, alone and inside collections.
Puppet::Functions.create_function(:'rb9::sym4') do
  def sym4(what)
    case what
    when 'alone' then :bind
    when 'hash' then { bind: 1, 'str' => :val }
    when 'array' then [:a, 'b', :bind]
    when 'undef' then :undef
    when 'default' then :default
    end
  end
end
