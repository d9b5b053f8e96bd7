#pragma once

#include "designer/flowlibrary.h"
#include "designer/layoutsidecar.h"

namespace capstudio::designer {

// One file of an open library: its source document (opened at the first edit) and its
// layout sidecar as edited and as last saved.
struct FlowLibrary::FileState
{
    std::unique_ptr<flowgate::SourceDocument> document;
    LayoutSidecar sidecar;
    LayoutSidecar savedSidecar;
};

} // namespace capstudio::designer
