# super in an alias goes on from the aliased method's place: alias_method in a class that prepends a module of the method
module L; def g; super.upcase; end; end
class B; def g; 'b'; end; end
class C < B; alias_method :h, :g; end
class D < B; prepend L; alias_method :h, :g; end
class E < B; prepend L; def g; 'e'; end; alias_method :h, :g; end
class F < B; def g; super + 'f'; end; alias_method :h, :g; alias k g; end
class G < F; def g; 'G' + super; end; end
module M; def m; 'm' + (defined?(super) ? super : '-'); end; end
class H; include M; alias_method :n, :m; end
class I < B; def g; super + 'i'; end; end
class I; alias_method :old_g, :g; def g; old_g + '!'; end; end
p C.new.h, D.new.h, E.new.h, F.new.h, F.new.k, G.new.h, G.new.g, H.new.n, I.new.g
p D.instance_method(:h).owner, E.instance_method(:h).owner, F.instance_method(:h).owner, D.instance_method(:h).name, D.instance_method(:h).original_name
class J < B; prepend L; end
class J; alias_method :jj, :g; end
p J.new.jj
class K < B; prepend(Module.new { def g = 'p' + super }); alias_method :kk, :g; def g = 'k'; end
p K.new.kk, K.new.g
