# tools::helper lives in the wrong file: the autoloader only looks in tools/manifests/helper.pp.
class tools::helper { }
