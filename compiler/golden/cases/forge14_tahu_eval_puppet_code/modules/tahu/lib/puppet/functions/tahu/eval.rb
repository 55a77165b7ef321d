# Evaluates a string containing Puppet Language source.
# The primary intended use case is to combine `eval` with
# `Deferred` to enable evaluating arbitrary code on the agent side
# when applying a catalog.
#
# @example Using `eval`
#
# ```puppet
# tahu::eval("\$x + \$y", { 'x' => 10, 'y' => 20}) # produces 30
# ```
#
# @since 0.1.0 - requires Puppet 6.1.0
#
Puppet::Functions.create_function(:'tahu::eval', Puppet::Functions::InternalFunction) do
  dispatch :eval_puppet do
    scope_param             # Due to PUP-9252 must use scope here instead of compiler_param
    param 'String', :code
    optional_param 'Hash[String, Any]', :variables
  end

  def eval_puppet(scope, code, variables = {})
    compiler = (Puppet[:tasks] ? Puppet::Pal::ScriptCompiler : Puppet::Pal::CatalogCompiler).new(scope.compiler)
    ast = compiler.parse_string(code)              # cannot get source file/line since string may travel to agent
    evaluator = compiler.send(:internal_evaluator) # private - PAL cannot yet do eval in local scope PUP-9252
    in_local_scope(scope, variables) { evaluate(evaluator, scope, ast) }
  end

  def evaluate(evaluator, scope, ast)
    if ast.is_a?(Puppet::Pops::Model::Program)
      loaders = Puppet.lookup(:loaders)
      loaders.instantiate_definitions(ast, loaders.public_environment_loader)
    end
    evaluator.evaluate(scope, ast)
  end

  def in_local_scope(scope, variables, &block)
    scope.with_guarded_scope do
      scope.ephemeral_from(variables)
      yield
    end
  end

end
