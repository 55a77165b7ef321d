fail('manifests/site.pp is not the main manifest: environment.conf names site-manifests')
