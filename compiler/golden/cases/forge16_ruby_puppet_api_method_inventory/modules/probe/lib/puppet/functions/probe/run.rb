Puppet::Functions.create_function(:'probe::run') do
  dispatch :run do
    param 'Integer', :index
  end

  def run(index)
    send("p#{index}").inspect.gsub(/0x\h{6,16}/, "0xX")
  rescue StandardError, ScriptError => e
    "!! #{e.class}: #{e.message}".gsub(/0x\h{6,16}/, "0xX")
  end

  # Scope methods
  def p0
    o = closure_scope; o.nil? ? :nil : %w[[] []= alert bound? call_function catalog class_scope class_set compiler crit debug defaults define_settings effective_symtable emerg enclosing_scope environment ephemeral_from ephemeral_level err exist? find_builtin_resource_type find_defined_resource_type find_definition find_global_scope find_hostclass find_resource_type findresource get_local_variable handle_not_found has_local_variable? include? info inherited_scope inspect is_classscope? is_default? is_nodescope? is_topscope? lookup_qualified_variable lookupdefaults lookuptype lookupvar merge_settings method_missing new_ephemeral new_match_scope newscope notice parent parent= parent_module_name pop_ephemerals push_ephemerals resolve_type_and_titles resource resource= set_facts set_match_data set_server_facts set_trusted setvar source source= to_hash to_s transform_and_assert_classnames undef_as variable_not_found warning with_global_scope with_guarded_scope with_local_scope with_parameter_scope without_ephemeral_scopes].reject { |m| o.respond_to?(m) }
  end

  # Compiler methods
  def p1
    o = closure_scope.compiler; o.nil? ? :nil : %w[add_catalog_validator add_catalog_validators add_class add_collection add_override add_relationship add_resource catalog classlist code_id code_id= collections compile context_overrides delete_collection environment evaluate_ast_node evaluate_classes evaluate_node_classes evaluate_relationships facts findresource loaders newscope node qualified_variables relationships resource_overrides resources topscope validate_catalog with_context_overrides].reject { |m| o.respond_to?(m) }
  end

  # Catalog methods
  def p2
    o = closure_scope.catalog; o.nil? ? :nil : %w[add_class add_resource add_resource_after add_resource_before alias apply catalog_format catalog_format= catalog_uuid catalog_uuid= classes clear client_version client_version= code_id code_id= container_of create_resource environment environment= environment_instance environment_instance= filter finalize from_cache from_cache= host_config host_config= host_config? make_default_resources metadata metadata= name name= recursive_metadata recursive_metadata= relationship_graph remove_resource resource resource_keys resource_refs resources retrieval_duration retrieval_duration= server_version server_version= title_key_for_ref to_data_hash to_ral to_resource version version= write_class_file write_graph write_resource_file].reject { |m| o.respond_to?(m) }
  end

  # Environment methods
  def p3
    o = closure_scope.environment; o.nil? ? :nil : %w[== [] check_for_reparse config_version configuration conflicting_manifest_settings? each_plugin_directory eql? full_modulepath hash inspect known_resource_types loaders loaders= lock manifest module module_by_forge_name module_requirements modulepath modules modules_by_path name override_from_commandline override_with rich_data? rich_data_from_env_conf static_catalogs? to_s to_sym to_yaml validation_errors warn_about_mistaken_path with_text_domain].reject { |m| o.respond_to?(m) }
  end

  # Node methods
  def p4
    o = closure_scope.compiler.node; o.nil? ? :nil : %w[add_extra_facts add_server_facts classes classes= environment environment= environment_name environment_name= fact_merge facts has_environment_instance? initialize_from_hash ipaddress ipaddress= merge name name= names parameters parameters= sanitize serializable_parameters server_facts source source= split_name time to_data_hash trusted_data trusted_data=].reject { |m| o.respond_to?(m) }
  end

  # Module methods
  def p5
    o = Puppet::Module.find("probe", closure_scope.environment.name.to_s); o.nil? ? :nil : %w[== all_manifests author author= dependencies dependencies= dependencies_as_modules description description= environment environment= file files files? forge_name forge_name= has_external_facts? has_hiera_conf? has_metadata? has_translations? hiera_conf_file license license= license_file load_metadata locale locale_directory locales locales? manifest manifests manifests? match_manifests metadata metadata_file modulepath name path plan_file plans plans_directory plugin plugin_directory plugin_fact_directory pluginfact pluginfacts pluginfacts? plugins plugins? project_page project_page= puppetversion puppetversion= read_metadata required_by script scripts scripts? source source= summary summary= supports task_file tasks tasks_directory template templates templates? to_s unmet_dependencies validate_puppet_version version version=].reject { |m| o.respond_to?(m) }
  end

  # Parser Resource methods
  def p6
    o = closure_scope.resource; o.nil? ? :nil : %w[[] []= add_edge_to_stage catalog catalog= collector_id collector_id= eachparam environment evaluate evaluated evaluated= evaluated? exported exported= file file= finish finish_evaluation finished? isomorphic? kind kind= line line= merge name offset override override= override? parameters path pos raw_tagged? scope scope= set_parameter source source= to_hash to_ral translated translated= translated? virtual virtual=].reject { |m| o.respond_to?(m) }
  end

  # Resource methods
  def p7
    o = closure_scope.catalog.resource("Class", "main"); o.nil? ? :nil : %w[<< == [] []= builtin? builtin_type? catalog catalog= class? copy_as_resource delete each empty? environment environment= exported exported= exported? file file= has_key? include? initialize_from_hash inspect key_attributes keys kind kind= length line line= name parameters pos prune_parameters ref resolve resource_type resource_type= sensitive_parameters sensitive_parameters= stage? strict strict= strict? title to_data_hash to_hash to_hiera_hash to_hierayaml to_manifest to_ral to_ref to_s type uniqueness_key valid_parameter? validate_parameter validate_parameters validate_parameters= virtual virtual= virtual? yaml_property_munge].reject { |m| o.respond_to?(m) }
  end

  # Function instance methods
  def p8
    o = self; o.nil? ? :nil : %w[call call_function closure_scope loader].reject { |m| o.respond_to?(m) }
  end

  # respond_to of names the objects do not have
  def p9
    [closure_scope.respond_to?(:no_such_method_xyz), closure_scope.compiler.respond_to?(:no_such_method_xyz), closure_scope.catalog.respond_to?(:no_such_method_xyz), closure_scope.environment.respond_to?(:no_such_method_xyz), respond_to?(:no_such_method_xyz), closure_scope.respond_to?(:lookupvar), closure_scope.respond_to?(:function_notice), closure_scope.respond_to?(:function_no_such_fn)]
  end

  # methods listing of scope
  def p10
    [closure_scope.methods.include?(:lookupvar), closure_scope.public_methods(false).class.name, (closure_scope.method(:lookupvar).arity rescue $!.class.name), closure_scope.class.name, closure_scope.is_a?(Puppet::Parser::Scope)]
  end
end
